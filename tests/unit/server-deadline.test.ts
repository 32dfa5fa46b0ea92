import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it } from 'vitest'
import { deadline } from '../../runtime/server/deadline'

// Backend calls (the API proxy, SPEC §7; the enquiry outbox, issue 14) give up after their timeout even
// when a garbage collection runs while they wait. On Node 20, AbortSignal.any([AbortSignal.timeout(ms), …])
// could lose its timeout to a collection, and the outbox then waited for ever on a CMS that never answered.

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
  server = undefined
})

/** A backend that reads the request and never answers. */
async function silentBackend(): Promise<string> {
  server = createServer((request) => request.resume())
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/form`
}

describe('deadline', () => {
  it('aborts a call to a backend that never answers, with garbage collected while it waits', async () => {
    const url = await silentBackend()
    const stopped = new AbortController()
    const limit = deadline(300, stopped.signal)
    const collecting = setInterval(collectGarbage, 20)
    try {
      const call = fetch(url, { method: 'POST', body: '{}', signal: limit.signal })
      await expect(call).rejects.toMatchObject({ name: 'TimeoutError' })
      expect(limit.timedOut).toBe(true)
    } finally {
      clearInterval(collecting)
      limit.clear()
    }
  })

  it('follows a source signal with its reason, and says the time did not run out', () => {
    const stopped = new AbortController()
    const limit = deadline(60_000, stopped.signal)
    expect(limit.signal.aborted).toBe(false)
    stopped.abort(new Error('shutting down'))
    expect(limit.signal.aborted).toBe(true)
    expect(limit.signal.reason).toEqual(new Error('shutting down'))
    expect(limit.timedOut).toBe(false)
  })

  it('is aborted at once by a source that already is', () => {
    const gone = new AbortController()
    gone.abort('client left')
    const limit = deadline(60_000, gone.signal)
    expect(limit.signal.aborted).toBe(true)
    expect(limit.signal.reason).toBe('client left')
  })

  it('after clear(), neither the timer nor a source aborts it', async () => {
    const source = new AbortController()
    const limit = deadline(20, source.signal)
    limit.clear()
    source.abort()
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(limit.signal.aborted).toBe(false)
    expect(limit.timedOut).toBe(false)
  })
})
