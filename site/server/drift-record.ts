/**
 * Turns the API client's drift events (`ApiOptions.onDrift`) into rows of the drift record
 * (./drift-store, issue 24 "Recorded drift"). On the call's path it only counts the event and keeps it in
 * memory, aggregated; the rows are written together a moment later (`flushAfterMs`), off every page's
 * answer, so a drifting list or a busy page costs one write per key and flush.
 *
 * No visitor data is stored (`recordableRequest`): of a request, the method, the path with ids that look
 * like ids, and the body's keys; a body keeps only the values of `id` (the site's `site.id` and the ids
 * the site sends), `pageNo`, `pageSize` and a `type` that is an upper-case token. Everything else a body
 * may carry — a filter's text or dates, an enquiry's field values — becomes NOT_RECORDED.
 */
import type { Api } from '../api'
import { DRIFT_OUTCOMES, type DriftEvent, type DriftOutcome } from '../api/drift'
import type { CallRequest } from '../api/calls'
import type { ApiCallName, Site } from '../../schemas/api.gen'
import { shortValue } from '../contract/findings'
import type { DriftRecordRow, DriftStore, RecordedRequest } from './drift-store'

/** What stands in a recorded request for a value that might be a visitor's input. */
export const NOT_RECORDED = '(not recorded)'

export interface DriftRecorder {
  /** `ApiOptions.onDrift`: counts and keeps the event; the store is written later. */
  record(event: DriftEvent): void
  /** The sites' marks by id, so a row names its site as the pages do (`learningSiteMarks`). */
  learnSites(sites: readonly Site[]): void
  /** Writes what is kept now (tests, shutdown). */
  flush(): void
  /** Drifts this worker saw since it started, by outcome (`/metrics`). */
  counts(): Record<DriftOutcome, number>
  /** Flushes and closes the store. */
  close(): void
}

export interface DriftRecorderOptions {
  /** `null`: the store could not be opened; events are still counted. */
  store: DriftStore | null
  /** How long events are gathered before one write (default FLUSH_AFTER_MS). */
  flushAfterMs?: number
}

const FLUSH_AFTER_MS = 1_000
/** Distinct rows gathered between two writes at most; more (a storm of new drift) are counted, not kept. */
const MAX_PENDING = 1_000
/** Path segments that look like an id or a word of the API's own paths are kept as they are. */
const SAFE_SEGMENT = /^[A-Za-z0-9._-]{1,64}$/
/** Keys whose number a body keeps: ids the site sends and the page of a list. */
const KEPT_NUMBERS = new Set(['id', 'pageNo', 'pageSize'])
/** A `type` the site chooses from its own options (`NEWS`, `NEWS_AI`, `CORPORATE_PUBLICATION`). */
const TOKEN = /^[A-Z][A-Z0-9_]{0,39}$/
/** Query parameters the client sends from its own options (calls.ts: `?siteId=`, `?type=`). */
const KEPT_QUERY: Record<string, RegExp> = { siteId: /^\d{1,12}$/, type: TOKEN }
/** Calls whose body's `id` is the site's (calls.ts). */
const SITE_ID_BODY: ReadonlySet<ApiCallName> = new Set(['topHeader', 'enterpriseAdvantages', 'homepage'])
/** Calls whose path ends in the site's id (calls.ts). */
const SITE_ID_PATH: ReadonlySet<ApiCallName> = new Set([
  'languagePack',
  'fixedNews',
  'fixedActivities',
  'activityPlaces',
  'multimediaCarousel',
])

export function createDriftRecorder(options: DriftRecorderOptions): DriftRecorder {
  const { store } = options
  const flushAfterMs = options.flushAfterMs ?? FLUSH_AFTER_MS
  const counts = Object.fromEntries(DRIFT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<DriftOutcome, number>
  const marks = new Map<number, string>()
  /** Per row key: the row so far and the last occurrence's value, shortened only when written. */
  const pending = new Map<string, { row: Omit<DriftRecordRow, 'value'>; value: unknown }>()
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (!store || pending.size === 0) return pending.clear()
    const rows = [...pending.values()].map(({ row, value }) => ({
      ...row,
      value: value === undefined ? null : shortValue(value),
    }))
    pending.clear()
    store.write(rows)
  }

  return {
    record(event) {
      for (const drift of event.drifts) counts[drift.outcome]++
      if (!store) return
      const siteId = siteIdOf(event.call, event.request)
      const site = siteId === null ? null : (marks.get(siteId) ?? `#${siteId}`)
      let request: RecordedRequest | undefined
      for (const drift of event.drifts) {
        const pattern = pointerPattern(drift.pointer)
        const key = JSON.stringify([event.call, site, pattern, drift.outcome, drift.problem])
        const kept = pending.get(key)
        if (kept) {
          kept.row.count++
          kept.row.lastSeen = Math.max(kept.row.lastSeen, event.at)
          kept.row.pointer = drift.pointer
          kept.row.request = request ??= recordableRequest(event.request)
          kept.value = drift.value
          continue
        }
        if (pending.size >= MAX_PENDING) continue
        request ??= recordableRequest(event.request)
        pending.set(key, {
          row: {
            call: event.call,
            site,
            pattern,
            outcome: drift.outcome,
            problem: drift.problem,
            count: 1,
            firstSeen: event.at,
            lastSeen: event.at,
            pointer: drift.pointer,
            request,
          },
          value: drift.value,
        })
      }
      if (timer === undefined && pending.size > 0) {
        timer = setTimeout(flush, flushAfterMs)
        // A pending write never keeps a stopping process alive; `close` writes it.
        timer.unref?.()
      }
    },
    learnSites(sites) {
      for (const site of sites) if (typeof site.id === 'number' && site.mark) marks.set(site.id, site.mark)
    },
    flush,
    counts: () => ({ ...counts }),
    close() {
      flush()
      store?.close()
    },
  }
}

/** The client `api` with every site list it reads told to `recorder`, so rows name sites by mark. */
export function learningSiteMarks(api: Api, recorder: Pick<DriftRecorder, 'learnSites'>): Api {
  return {
    ...api,
    siteList: async () => {
      const sites = await api.siteList()
      recorder.learnSites(sites)
      return sites
    },
  }
}

/** A pointer with every list index as `*`: `/list/3/title` → `/list/*\/title`. */
export function pointerPattern(pointer: string): string {
  return pointer.replace(/\/\d+(?=\/|$)/g, '/*')
}

/** The request without anything a visitor may have typed (see the module comment). */
export function recordableRequest(request: CallRequest): RecordedRequest {
  const [pathname = '', query] = request.path.split('?', 2)
  const path = pathname
    .split('/')
    .map((segment, index) => (index === 0 || SAFE_SEGMENT.test(segment) ? segment : encodeURIComponent(NOT_RECORDED)))
    .join('/')
  const params = [...new URLSearchParams(query ?? '')].filter(([name, value]) => KEPT_QUERY[name]?.test(value))
  const search = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : ''
  return {
    method: request.method,
    path: `${path}${search}`,
    ...(request.body === undefined ? {} : { body: keptValue(request.body, '', 0) }),
  }
}

function keptValue(value: unknown, key: string, depth: number): unknown {
  if (value === null) return null
  if (Array.isArray(value)) return value.length === 0 ? [] : NOT_RECORDED
  if (typeof value === 'object' && depth < 4)
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, keptValue(inner, name, depth + 1)]))
  if (typeof value === 'number' && KEPT_NUMBERS.has(key)) return value
  if (typeof value === 'string' && key === 'type' && TOKEN.test(value)) return value
  return NOT_RECORDED
}

/** The site a request names, by id (calls.ts): `site.id` or a site call's `id` in the body, `?siteId=`, or the path. */
export function siteIdOf(call: ApiCallName, request: CallRequest): number | null {
  const body = request.body as { site?: { id?: unknown }; id?: unknown } | undefined
  const [pathname = '', query] = request.path.split('?', 2)
  const candidates = [
    body?.site?.id,
    SITE_ID_BODY.has(call) ? body?.id : undefined,
    new URLSearchParams(query ?? '').get('siteId') ?? undefined,
    SITE_ID_PATH.has(call) ? pathname.slice(pathname.lastIndexOf('/') + 1) : undefined,
  ]
  for (const candidate of candidates) {
    const id = typeof candidate === 'string' && /^\d+$/.test(candidate) ? Number(candidate) : candidate
    if (typeof id === 'number' && Number.isSafeInteger(id)) return id
  }
  return null
}
