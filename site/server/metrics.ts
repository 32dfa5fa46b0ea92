import type { OutboxCounts } from './outbox-store'
import type { DriftOutcome } from '../api/drift'
import type { RenderCacheStats } from '../../runtime/server/render-cache'
import type { PageRenderer } from '../../runtime/server/renderer'

/**
 * The counters of `/metrics` (issue 14 "Operations"), in Prometheus text format. Each worker process
 * counts its own requests and renders; the outbox depth is read from the outbox file every worker shares.
 */

export interface MetricsSources {
  cacheStats?: () => Partial<RenderCacheStats>
  outboxCounts?: () => OutboxCounts
  /** Drift this worker saw in the backend's answers, by what the site did (issue 24, ./drift-record). */
  driftCounts?: () => Record<DriftOutcome, number>
}

/** Upper bounds (seconds) of the render time histogram's buckets. */
const RENDER_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const
const REVALIDATION_SOURCES = ['client', 'peer', 'worker'] as const
export type RevalidationSource = (typeof REVALIDATION_SOURCES)[number]

export class ServerMetrics {
  private readonly requests = new Map<string, number>(STATUS_CLASSES.map((name) => [name, 0]))
  private readonly renderBuckets = RENDER_BUCKETS.map(() => 0)
  private renderCount = 0
  private renderSumSeconds = 0
  /** Revalidations this worker carried out, by who asked: a client (the CMS), a peer instance, a worker. */
  private readonly revalidations = new Map<RevalidationSource, number>(REVALIDATION_SOURCES.map((name) => [name, 0]))
  private revalidatedEntries = 0

  /** One revalidation carried out in this worker, and the render-cache entries it dropped here (issue 23). */
  countRevalidation(source: RevalidationSource, droppedEntries: number): void {
    this.revalidations.set(source, (this.revalidations.get(source) ?? 0) + 1)
    this.revalidatedEntries += droppedEntries
  }

  countRequest(status: number): void {
    const name = `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`
    this.requests.set(name, (this.requests.get(name) ?? 0) + 1)
  }

  observeRender(durationMs: number): void {
    const seconds = durationMs / 1000
    this.renderCount++
    this.renderSumSeconds += seconds
    RENDER_BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) this.renderBuckets[index]!++
    })
  }

  /** The Prometheus text exposition (version 0.0.4). */
  render(sources: MetricsSources = {}): string {
    const lines: string[] = []
    const metric = (name: string, type: 'counter' | 'gauge' | 'histogram', help: string) =>
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`)

    metric('site_http_requests_total', 'counter', 'Requests answered by this worker, by status class.')
    for (const [name, count] of this.requests) lines.push(`site_http_requests_total{status="${name}"} ${count}`)

    metric('site_render_duration_seconds', 'histogram', 'Time this worker spent rendering pages (cache misses).')
    RENDER_BUCKETS.forEach((bound, index) =>
      lines.push(`site_render_duration_seconds_bucket{le="${bound}"} ${this.renderBuckets[index]}`),
    )
    lines.push(`site_render_duration_seconds_bucket{le="+Inf"} ${this.renderCount}`)
    lines.push(`site_render_duration_seconds_sum ${round(this.renderSumSeconds)}`)
    lines.push(`site_render_duration_seconds_count ${this.renderCount}`)

    metric('site_revalidations_total', 'counter', 'Revalidations this worker carried out, by who asked for them.')
    for (const [source, count] of this.revalidations)
      lines.push(`site_revalidations_total{source="${source}"} ${count}`)
    metric('site_revalidated_pages_total', 'counter', 'Render-cache entries this worker dropped on a revalidation.')
    lines.push(`site_revalidated_pages_total ${this.revalidatedEntries}`)

    const cache = sources.cacheStats?.() ?? {}
    const cacheMetrics: Array<[keyof RenderCacheStats, string, 'counter' | 'gauge', string]> = [
      ['hits', 'site_render_cache_hits_total', 'counter', 'Pages answered from the render cache.'],
      ['misses', 'site_render_cache_misses_total', 'counter', 'Pages the render cache did not have.'],
      ['staleServes', 'site_render_cache_stale_serves_total', 'counter', 'Stale pages served on a backend failure.'],
      ['entries', 'site_render_cache_entries', 'gauge', 'Pages in the render cache.'],
      ['bytes', 'site_render_cache_bytes', 'gauge', 'Bytes of the pages in the render cache.'],
    ]
    for (const [field, name, type, help] of cacheMetrics) {
      const value = cache[field]
      if (value === undefined) continue
      metric(name, type, help)
      lines.push(`${name} ${value}`)
    }

    const outbox = sources.outboxCounts?.()
    if (outbox) {
      metric('site_outbox_enquiries', 'gauge', 'Enquiries in the outbox (shared by the workers), by status.')
      for (const [status, count] of Object.entries(outbox))
        lines.push(`site_outbox_enquiries{status="${status}"} ${count}`)
    }

    const drift = sources.driftCounts?.()
    if (drift) {
      metric(
        'site_backend_drift_total',
        'counter',
        'Values this worker repaired in backend answers (dropped item, removed field, read as number, shortened list) or answers it rejected.',
      )
      for (const [outcome, count] of Object.entries(drift))
        lines.push(`site_backend_drift_total{outcome="${outcome}"} ${count}`)
    }
    return `${lines.join('\n')}\n`
  }
}

const round = (value: number) => Math.round(value * 1e6) / 1e6

/**
 * The renderer, timed into `metrics` (render-cache hits never reach it, so this is render work only): up
 * to the whole page, also when it comes in parts (then until its body is rendered).
 */
export function timedRenderer(render: PageRenderer, metrics: ServerMetrics): PageRenderer {
  return async (pageContextInit) => {
    const started = performance.now()
    const observe = () => metrics.observeRender(performance.now() - started)
    let page: Awaited<ReturnType<PageRenderer>>
    try {
      page = await render(pageContextInit)
    } catch (error) {
      observe()
      throw error
    }
    if (!page || !('rest' in page)) {
      observe()
      return page
    }
    const { rest } = page
    return { ...page, rest: () => rest().finally(observe) }
  }
}
