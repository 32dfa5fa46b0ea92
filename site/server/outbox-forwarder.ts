import { backendUrl } from './api-url'
import { deadline } from '../../runtime/server/deadline'
import { describeError } from '../../runtime/describe-error'
import type { Logger } from '../../runtime/server/logger'
import type { OutboxRow, OutboxStore } from './outbox-store'

/**
 * Delivers the outbox's pending enquiries to the CMS (`POST <API_BASE_URL>/form`, SPEC §7), one at a
 * time per worker. Delivery is at-least-once: a row is marked delivered only when the CMS answered
 * success; when the answer is lost (timeout, dropped connection) the row is sent again later with the
 * same `Idempotency-Key`, which the CMS can use to recognise the repeat.
 */
export interface OutboxForwarderOptions {
  store: OutboxStore
  apiBaseUrl: string
  /** How long one delivery may take (OUTBOX_TIMEOUT_MS). */
  timeoutMs: number
  /** OUTBOX_RETRY_BASE_MS / OUTBOX_RETRY_MAX_MS: the first retry delay, doubled per attempt up to the cap. */
  retry: RetryPolicy
  /** How long a claimed row stays reserved for this worker (default: twice the timeout plus 5 s). */
  leaseMs?: number
  /** How often an idle forwarder looks for due rows (default 1 s); `wake()` looks at once. */
  pollMs?: number
  logger: Logger
  fetch?: typeof fetch
  now?: () => number
}

export interface RetryPolicy {
  baseMs: number
  maxMs: number
}

export interface OutboxForwarder {
  start(): void
  /** A row was just added: look for work now instead of at the next poll. */
  wake(): void
  /**
   * Resolves once the delivery in progress (if any) has finished; starts no other. With `giveUpAfterMs`,
   * a delivery still waiting for the CMS then is abandoned and left pending, to be sent again.
   */
  stop(giveUpAfterMs?: number): Promise<void>
}

export type DeliveryOutcome =
  { kind: 'delivered' } | { kind: 'refused'; reason: string } | { kind: 'retry'; reason: string }

/** Delay before the retry after `attempts` failed attempts: base × 2^(attempts−1), capped, with ±20 % jitter. */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1))
  // Spreads the retries of many rows (and machines) after an outage instead of sending them in lockstep.
  return Math.round(exponential * (0.8 + 0.4 * random()))
}

/**
 * What the CMS's answer means for the row. Success is HTTP 2xx with the envelope's code 200. A 4xx other
 * than 408/429 (HTTP, or as the envelope's code) is a refusal of this enquiry: retrying cannot help.
 * Everything else (5xx, 408, 429, an answer that is not an envelope) is retried.
 */
export async function classifyAnswer(response: Response): Promise<DeliveryOutcome> {
  if (isRefusal(response.status)) return { kind: 'refused', reason: `HTTP ${response.status}${await note(response)}` }
  if (response.status < 200 || response.status >= 300) return { kind: 'retry', reason: `HTTP ${response.status}` }
  let envelope: unknown
  try {
    envelope = await response.json()
  } catch {
    return { kind: 'retry', reason: 'the answer is not JSON' }
  }
  const code = isRecord(envelope) ? Number(envelope.code) : NaN
  if (code === 200) return { kind: 'delivered' }
  const message = isRecord(envelope) && typeof envelope.message === 'string' ? `: ${envelope.message}` : ''
  if (isRefusal(code)) return { kind: 'refused', reason: `code ${code}${message}` }
  return { kind: 'retry', reason: Number.isNaN(code) ? 'the answer is not an envelope' : `code ${code}${message}` }
}

const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

async function note(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  return text ? `: ${text.slice(0, 200)}` : ''
}

export function createOutboxForwarder(options: OutboxForwarderOptions): OutboxForwarder {
  const { store, logger } = options
  const fetchImpl = options.fetch ?? fetch
  const now = options.now ?? Date.now
  const leaseMs = options.leaseMs ?? options.timeoutMs * 2 + 5_000
  const pollMs = options.pollMs ?? 1_000
  let stopping = false
  let running: Promise<void> | null = null
  let wakeUp: (() => void) | null = null
  const stopped = new AbortController()

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs)
      // The forwarder alone never keeps a process alive.
      timer.unref()
      function done() {
        clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
    })

  async function deliver(row: OutboxRow): Promise<DeliveryOutcome> {
    const limit = deadline(options.timeoutMs, stopped.signal)
    try {
      const response = await fetchImpl(backendUrl(options.apiBaseUrl, '/form'), {
        method: 'POST',
        headers: {
          ...row.headers,
          accept: 'application/json',
          'content-type': 'application/json',
          'idempotency-key': row.idempotencyKey,
        },
        body: JSON.stringify(row.enquiry),
        signal: limit.signal,
        redirect: 'manual',
      })
      return await classifyAnswer(response)
    } catch (error) {
      return { kind: 'retry', reason: describeError(error) }
    } finally {
      limit.clear()
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let row: OutboxRow | null
      try {
        row = store.claim(now(), leaseMs)
      } catch (error) {
        logger.error(`[outbox] cannot read the outbox: ${String(error)}`)
        row = null
      }
      if (!row) {
        await idle()
        continue
      }
      const outcome = await deliver(row)
      try {
        record(row, outcome)
      } catch (error) {
        // The lease runs out and the row is sent again with its key: at-least-once holds.
        logger.error(`[outbox] cannot record the delivery of enquiry ${row.id}: ${String(error)}`)
      }
    }
  }

  function record(row: OutboxRow, outcome: DeliveryOutcome): void {
    const at = now()
    const label = `[outbox] enquiry ${row.id} (key ${row.idempotencyKey}, attempt ${row.attempts})`
    if (outcome.kind === 'delivered') {
      store.markDelivered(row.id, at)
      logger.info(`${label} delivered`)
    } else if (outcome.kind === 'refused') {
      store.markRefused(row.id, outcome.reason, at)
      logger.error(`${label} refused by the CMS, kept as refused and not retried: ${outcome.reason}`)
    } else {
      const delay = retryDelayMs(row.attempts, options.retry)
      store.retryLater(row.id, at + delay, outcome.reason, at)
      logger.warn(`${label} not delivered (${outcome.reason}); retrying in ${delay} ms`)
    }
  }

  return {
    start() {
      if (running || stopping) return
      running = loop().catch((error: unknown) => logger.error(`[outbox] forwarder stopped: ${String(error)}`))
    },
    wake() {
      wakeUp?.()
    },
    async stop(giveUpAfterMs) {
      stopping = true
      wakeUp?.()
      const giveUp = giveUpAfterMs === undefined ? undefined : setTimeout(() => stopped.abort(), giveUpAfterMs)
      await running
      clearTimeout(giveUp)
    },
  }
}
