import { describe, expect, it } from 'vitest'
import { ApiError, ApiValidationError } from '../../site/api'
import { loadMainItem, routeId } from '../../pages/shared/load-main-item'

type Abort = { _pageContextAbort?: { abortStatusCode?: number } }
const statusOf = async (promise: Promise<unknown>) => {
  try {
    return await promise
  } catch (error) {
    return (error as Abort)._pageContextAbort?.abortStatusCode ?? error
  }
}
const failing = (error: unknown) => () => Promise.reject(error)
const missing = () =>
  new ApiError('product 9 does not exist', { kind: 'code', call: 'product', request: 'GET /product/9', code: '404' })

// docs/contract.md, SPEC §2 "*" and §8: the main item of every detail page (product, category, solution, case,
// activity, media, publication, article, previews) is loaded the same way. An unknown item is the
// not-found page with HTTP 404; an outage or an unusable answer stays an error (issue 21).
describe('loadMainItem', () => {
  it('the answer → the item', async () => {
    expect(await statusOf(loadMainItem(async () => ({ id: 9 })))).toEqual({ id: 9 })
  })

  it('an id the backend does not know → 404', async () => {
    expect(await statusOf(loadMainItem(failing(missing())))).toBe(404)
  })

  it('an answer without data → 404', async () => {
    const absent = new ApiValidationError('product', 'GET /product/9', [{ path: '', message: 'must be object' }], true)
    expect(await statusOf(loadMainItem(failing(absent)))).toBe(404)
  })

  it('an answer present but unusable (garbage, no required name) is a failing backend, not a missing page: rethrown', async () => {
    const invalid = new ApiValidationError('product', 'GET /product/9', [
      { path: '', message: "must have required property 'name'" },
    ])
    expect(await statusOf(loadMainItem(failing(invalid)))).toBe(invalid)
  })

  it('an error that only looks like an ApiError is not taken for one: rethrown', async () => {
    const lookalike = Object.assign(new Error('product 9 does not exist'), {
      name: 'ApiError',
      kind: 'code',
      call: 'product',
      request: 'GET /product/9',
    })
    expect(await statusOf(loadMainItem(failing(lookalike)))).toBe(lookalike)
  })

  it('an ApiError of another copy of site/api (development: tsx server, Vite-loaded pages) is recognised by its brand', async () => {
    const fromOtherCopy = Object.assign(new Error('product 9 does not exist'), {
      [Symbol.for('enterprise-site/ApiError')]: true,
      kind: 'code',
      code: '404',
      call: 'product',
      request: 'GET /product/9',
    })
    expect(await statusOf(loadMainItem(failing(fromOtherCopy)))).toBe(404)
  })

  it('a CMS answering code "500" is an error, not a missing page: rethrown', async () => {
    const failing500 = new ApiError('服务繁忙', {
      kind: 'code',
      code: '500',
      call: 'product',
      request: 'GET /product/9',
    })
    expect(await statusOf(loadMainItem(failing(failing500)))).toBe(failing500)
  })

  it.each(['timeout', 'network', 'http', 'invalid-response'] as const)(
    'a %s is an error, not a missing page: rethrown',
    async (kind) => {
      const outage = new ApiError(`product ${kind}`, { kind, call: 'product', request: 'GET /product/9' })
      expect(await statusOf(loadMainItem(failing(outage)))).toBe(outage)
    },
  )

  it('a bad route id thrown inside the call → 404', async () => {
    expect(await statusOf(loadMainItem(async () => routeId('abc')))).toBe(404)
  })
})

describe('routeId', () => {
  it.each(['abc', '', '12.5', '-3', '0', '000', '99999999999999999999', undefined])('route id %j → 404', (value) => {
    expect(() => routeId(value)).toThrow(
      expect.objectContaining({ _pageContextAbort: expect.objectContaining({ abortStatusCode: 404 }) }),
    )
  })

  it('a numeric route id is the id', () => {
    expect(routeId('1401')).toBe(1401)
  })
})
