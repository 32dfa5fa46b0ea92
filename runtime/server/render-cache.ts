import { compressPage, encodeNow, entityTag, isKeptEncoding, type BodyEncoding, type PageBodies } from './page-bodies'
import { wholePage, type PageInParts, type PageOutcome, type RenderedPage } from './renderer'
import { afterThisTurn } from './after-this-turn'
import { streamPage } from './streamed-answer'

/** A page the cache keeps: its answer without the body, and the body compressed once in every encoding. */
export interface CachedPage {
  status: number
  headers: [string, string][]
  bodies: PageBodies
  storedAt: number
}

/**
 * A page rendered now for this request and being kept: its answer in the one encoding the request asked
 * for, made before the others, which are compressed after the answer (issue 13, first byte). A page
 * rendered in parts is answered as it is rendered, its head first (issue 26): its body is a stream, and
 * its entity tag is known only once the page is kept.
 */
export interface FirstAnswer {
  status: number
  headers: [string, string][]
  encoding: BodyEncoding
  body: Buffer | ReadableStream<Uint8Array>
  etag?: string
  storedAt: number
}

/**
 * How a request was answered:
 * - `hit`: a fresh entry (or a page another request has just rendered, once its encodings are made);
 *   `stale`: an entry past its TTL but inside the stale-while-revalidate window, while one refresh runs
 *   in the background; `miss`: rendered now and stored; `rendered`: the same as `miss`, for the request
 *   that rendered the page and named its encoding, answered before the other encodings are made;
 * - `stale-if-error`: the render failed because the backend did, and the last good copy is served;
 * - `uncached`: rendered now and not kept (not a public 200, or the cache is off).
 */
export type CacheOutcome =
  | { kind: 'hit' | 'stale' | 'miss' | 'stale-if-error'; entry: CachedPage }
  | { kind: 'rendered'; answer: FirstAnswer }
  | { kind: 'uncached'; page: RenderedPage }

export interface RenderCacheStats {
  /** Requests answered from a fresh entry. */
  hits: number
  /** Renders made for a cacheable request (whatever their outcome). */
  misses: number
  /** Requests answered with an entry past its TTL: while it revalidates, or because the backend failed. */
  staleServes: number
  entries: number
  /** Bytes of the kept bodies (every encoding). */
  bytes: number
}

export interface RenderCacheOptions {
  /** How long an entry answers requests without a render; 0: never (the cache is off). */
  ttlMs: number
  /** After the TTL, how long an entry is still served while one refresh runs in the background. */
  staleWhileRevalidateMs: number
  /** How long an entry is kept as the last good copy of its page, served when a render fails; 0: never. */
  staleIfErrorMs: number
  /** Upper bound on the bytes of kept bodies; the least recently used entry goes first. */
  maxBytes: number
  /** What may be kept and shared: public pages that rendered fine. */
  isCacheable: (page: PageOutcome) => boolean
  /** A render that failed because the backend did: the last good copy may stand in for it. */
  isBackendFailure: (page: PageOutcome) => boolean
  /**
   * The last good copies every worker shares and that outlive the process (issue 21): given each page
   * this cache stores (once per render), asked when a render failed and this worker has no copy.
   */
  shared?: SharedLastGoodCopies
  now?: () => number
}

/** Where last good copies are kept beyond this worker's memory (`runtime/server/stale-store.ts`). */
export interface SharedLastGoodCopies {
  keep(key: string, page: CachedPage): void
  find(key: string): CachedPage | undefined
}

/** What a drop removed: entries of this worker, and renders in flight whose page will not be kept. */
export interface Dropped {
  entries: number
  renders: number
}

/**
 * A render's outcome: the page (whole when it is not kept) and, when it is kept, its entry (stored once
 * the page is whole and every encoding is made).
 */
type Rendered =
  { page: RenderedPage; entry?: undefined } | { page: PageOutcome; entry: Promise<CachedPage>; first?: FirstAnswer }

/** Renders a page: whole, or in parts (runtime/server/renderer.ts). */
export type RenderFn = () => Promise<RenderedPage | PageInParts>

/**
 * A render in flight; `storing` once the page is rendered and only its encodings are still being made;
 * `dropped` when its key was dropped meanwhile: it renders what the backend said before, so it is not kept.
 */
type InFlight = { rendering: Promise<Rendered>; storing?: Promise<CachedPage>; dropped?: boolean }

/**
 * The server's cache of rendered public pages, in memory, per worker. A burst of visitors to one page
 * costs one render: concurrent requests for a key being rendered wait for that render. Each entry keeps
 * its body in every encoding, so a hit is a copy from memory. Entries are bounded by bytes, least
 * recently used evicted first, and outlive their TTL as the page's last good copy for `staleIfErrorMs`.
 */
export class RenderCache {
  private readonly entries = new Map<string, CachedPage>()
  private readonly inFlight = new Map<string, InFlight>()
  /** Every entry still being stored, also one whose key a newer render took over (the cache off). */
  private readonly storing = new Set<Promise<CachedPage>>()
  private bytes = 0
  private readonly counters = { hits: 0, misses: 0, staleServes: 0 }

  constructor(private readonly options: RenderCacheOptions) {}

  /** Whether entries answer requests (the TTL); last good copies may be kept even when not. */
  get enabled(): boolean {
    return this.options.ttlMs > 0
  }

  private get keepsEntries(): boolean {
    return this.options.ttlMs > 0 || this.options.staleIfErrorMs > 0
  }

  /**
   * The answer for `key`. With `encoding`, a page this request renders and the cache keeps is answered
   * in that encoding as soon as it is made (`rendered`); the other encodings follow after the answer
   * and the entry is stored then. Without it the answer waits for the stored entry (`miss`). A page
   * rendered in parts is answered as it renders, in `streamEncoding` (issue 26).
   */
  async get(
    key: string,
    render: RenderFn,
    encoding?: BodyEncoding,
    streamEncoding: BodyEncoding | undefined = encoding,
  ): Promise<CacheOutcome> {
    const entry = this.usable(key)
    if (entry) {
      const age = this.now() - entry.storedAt
      if (age < this.options.ttlMs) {
        this.counters.hits++
        return { kind: 'hit', entry }
      }
      if (this.enabled && age < this.options.ttlMs + this.options.staleWhileRevalidateMs) {
        this.counters.staleServes++
        if (!this.inFlight.has(key)) void this.renderOnce(key, render).catch(() => undefined)
        return { kind: 'stale', entry }
      }
    }

    let pending = this.inFlight.get(key)
    // With the cache off, a page rendered already whose encodings are still being made would not answer
    // this request: it renders at once, not after that compression; only a failed render waits for it
    // (its last good copy).
    let storedSoon: Promise<unknown> | undefined
    if (pending?.storing && !this.enabled) {
      storedSoon = pending.storing.catch(() => undefined)
      pending = undefined
    }
    let rendered: Rendered
    try {
      // Rendered already, its encodings still being made: as good as stored once they are.
      if (pending?.storing) {
        const stored = await pending.storing.catch(() => undefined)
        if (stored) {
          this.counters.hits++
          return { kind: 'hit', entry: stored }
        }
        pending = this.inFlight.get(key)
      }
      rendered = pending ? await pending.rendering : await this.renderOnce(key, render, encoding, streamEncoding)
      // A waiter gets the shared render only when it may be shared; otherwise it renders for itself.
      if (pending && !rendered.entry && !this.options.isBackendFailure(rendered.page)) {
        this.counters.misses++
        rendered = { page: await wholePage(await render()) }
      }
      if (rendered.entry) {
        if (!pending && rendered.first) return { kind: 'rendered', answer: rendered.first }
        return { kind: 'miss', entry: await rendered.entry }
      }
    } catch (error) {
      await storedSoon
      const lastGood = this.lastGood(key)
      if (lastGood) return this.staleIfError(lastGood)
      throw error
    }
    if (this.options.isBackendFailure(rendered.page)) {
      await storedSoon
      const lastGood = this.lastGood(key)
      if (lastGood) return this.staleIfError(lastGood)
    }
    return { kind: 'uncached', page: rendered.page as RenderedPage }
  }

  /**
   * Resolves once every page rendered so far is stored (its encodings made after its first answer), in
   * the shared store too.
   */
  async settled(): Promise<void> {
    // A stored entry is then written to the shared store: settled once that is done too.
    while (this.storing.size > 0) await Promise.all([...this.storing].map((entry) => entry.catch(() => undefined)))
  }

  stats(): RenderCacheStats {
    return { ...this.counters, entries: this.entries.size, bytes: this.bytes }
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  /**
   * Forgets every page whose key `matches` (issue 23, revalidation): its entry, also as a last good copy,
   * and a render of it in flight, which may hold what the backend said before the change; the next
   * request renders anew. Not the shared store (`StaleStore.drop`), which one worker drops for all.
   */
  drop(matches: (key: string) => boolean): Dropped {
    const dropped: Dropped = { entries: 0, renders: 0 }
    for (const key of [...this.entries.keys()]) {
      if (!matches(key)) continue
      this.remove(key)
      dropped.entries++
    }
    for (const [key, flight] of [...this.inFlight]) {
      if (!matches(key)) continue
      flight.dropped = true
      this.inFlight.delete(key)
      dropped.renders++
    }
    return dropped
  }

  private renderOnce(
    key: string,
    render: RenderFn,
    encoding?: BodyEncoding,
    streamEncoding: BodyEncoding | undefined = encoding,
  ): Promise<Rendered> {
    this.counters.misses++
    let storing: Promise<CachedPage> | undefined
    const done = () => {
      if (this.inFlight.get(key) === flight) this.inFlight.delete(key)
    }
    const keep = (page: PageOutcome, bodies: Promise<PageBodies>): Promise<CachedPage> => {
      const entry = this.store(key, page, bodies, () => flight.dropped === true)
      storing = flight.storing = entry
      this.storing.add(entry)
      const forget = () => this.storing.delete(entry)
      entry.then(forget, forget)
      return entry
    }
    // A whole page is kept in the turn it arrives in (`settled` sees it at once); one in parts once whole.
    const keepWhole = (page: RenderedPage): Rendered => {
      if (!this.keepsEntries || !this.options.isCacheable(page)) return { page }
      const identity = Buffer.from(page.body, 'utf8')
      const etag = entityTag(identity)
      const first: FirstAnswer | undefined = encoding && {
        status: page.status,
        headers: page.headers,
        encoding,
        body: encodeNow(identity, encoding),
        etag,
        storedAt: this.now(),
      }
      const made = first && isKeptEncoding(first.encoding) ? { [first.encoding]: first.body as Buffer } : {}
      // The kept encodings are started once the first answer is on its way, not before it.
      const entry = keep(
        page,
        afterThisTurn().then(() => compressPage(identity, { ...made, etag })),
      )
      return { page, entry, first }
    }
    const rendering = render()
      .then((rendered): Rendered | Promise<Rendered> => {
        if (!('rest' in rendered)) return keepWhole(rendered)
        if (!streamEncoding || !this.keepsEntries || !this.options.isCacheable(rendered)) {
          return wholePage(rendered).then(keepWhole)
        }
        // Answered as it renders, its head first (issue 26); kept once whole, the streamed encoding with it
        // when it is the one kept.
        const { head: _head, rest: _rest, ...page } = rendered
        const answer = streamPage(rendered, streamEncoding)
        const first: FirstAnswer = { ...page, encoding: streamEncoding, body: answer.body, storedAt: this.now() }
        const bodies = answer.done.then(({ html, encoded }) =>
          compressPage(html, isKeptEncoding(streamEncoding) ? { [streamEncoding]: encoded } : {}),
        )
        return { page, entry: keep(page, bodies), first }
      })
      .finally(() => {
        // Until its entry is stored, the render stays in flight: later requests wait for it.
        if (storing) storing.then(done, done)
        else done()
      })
    const flight: InFlight = { rendering }
    this.inFlight.set(key, flight)
    return rendering
  }

  private async store(
    key: string,
    page: PageOutcome,
    compressing: Promise<PageBodies>,
    dropped: () => boolean,
  ): Promise<CachedPage> {
    const entry: CachedPage = {
      status: page.status,
      headers: page.headers,
      bodies: await compressing,
      storedAt: this.now(),
    }
    // Dropped while rendering: answers the requests that asked before the drop, and is kept nowhere.
    if (dropped()) return entry
    this.remove(key)
    this.keepShared(key, entry)
    if (entry.bodies.bytes > this.options.maxBytes) return entry
    this.entries.set(key, entry)
    this.bytes += entry.bodies.bytes
    for (const [oldestKey] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break
      this.remove(oldestKey)
    }
    return entry
  }

  /** Writes the shared copy after the requests waiting for this entry are answered (one write per render). */
  private keepShared(key: string, entry: CachedPage): void {
    const { shared, staleIfErrorMs } = this.options
    if (!shared || staleIfErrorMs <= 0) return
    const written = afterThisTurn().then(() => {
      shared.keep(key, entry)
      return entry
    })
    this.storing.add(written)
    const forget = () => this.storing.delete(written)
    written.then(forget, forget)
  }

  /** The key's entry, marked as just used; dropped once it is of no use any more. */
  private usable(key: string): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    const { ttlMs, staleWhileRevalidateMs, staleIfErrorMs } = this.options
    if (this.now() - entry.storedAt >= Math.max(ttlMs + staleWhileRevalidateMs, staleIfErrorMs)) {
      this.remove(key)
      return undefined
    }
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /** This worker's copy, else the shared one (rendered by another worker, or before a restart). */
  private lastGood(key: string): CachedPage | undefined {
    const { staleIfErrorMs, shared } = this.options
    const isYoung = (entry: CachedPage | undefined) => entry && this.now() - entry.storedAt < staleIfErrorMs
    const entry = this.usable(key)
    if (isYoung(entry)) return entry
    if (staleIfErrorMs <= 0 || !shared) return undefined
    const copy = shared.find(key)
    return isYoung(copy) ? copy : undefined
  }

  private staleIfError(entry: CachedPage): CacheOutcome {
    this.counters.staleServes++
    return { kind: 'stale-if-error', entry }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bodies.bytes
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }
}
