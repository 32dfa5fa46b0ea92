import { describe, expect, it } from 'vitest'
import { ApiError, ApiValidationError } from '../../runtime/api'
import { loadItem, routeId } from '../../pages/product/load-item'

type Abort = { _pageContextAbort?: { abortStatusCode?: number } }
const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise
    return 'resolved'
  } catch (error) {
    return (error as Abort)._pageContextAbort?.abortStatusCode ?? error
  }
}
const missing = () => new ApiError('product 9 does not exist', { kind: 'code', call: 'product', request: 'GET /product/9', code: '404' })

// Issue: an unknown or failing id shows the not-found page with HTTP 404; an outage stays an error.
describe('detail page main item', () => {
  it('an id the backend does not know → 404', async () => {
    expect(await statusOf(loadItem(Promise.reject(missing())))).toBe(404)
  })

  it('the same error from another copy of runtime/api (server source vs page bundle) → 404', async () => {
    const foreign = Object.assign(new Error('product 9 does not exist'), { name: 'ApiError', kind: 'code', code: '404', call: 'product', request: 'GET /product/9' })
    expect(await statusOf(loadItem(Promise.reject(foreign)))).toBe(404)
  })

  it('an unusable answer → 404', async () => {
    expect(await statusOf(loadItem(Promise.reject(new ApiValidationError('product', 'GET /product/9', [{ path: '/name', message: 'is required' }]))))).toBe(404)
  })

  it('a timeout is an error, not a missing page', async () => {
    const timeout = new ApiError('product timed out', { kind: 'timeout', call: 'product', request: 'GET /product/9' })
    expect(await statusOf(loadItem(Promise.reject(timeout)))).toBe(timeout)
  })

  it.each(['abc', '', '12.5', '-3', '99999999999999999999'])('route id %j → 404', (value) => {
    expect(() => routeId(value)).toThrow()
  })

  it('a numeric route id is the id', () => {
    expect(routeId('1401')).toBe(1401)
  })
})
