import { backendUrl } from './api-url'

export interface Readiness {
  ready: boolean
  /** Why, check by check: `build`, `backend` ("embedded", "reachable" or what failed), `shell`, `stopping`. */
  checks: Record<string, string | boolean>
}

export interface ReadinessOptions {
  /** The production build is loaded (development: Vite serves the sources). */
  buildLoaded: boolean
  /** API_BASE_URL, or `null` for the embedded content API. */
  apiBaseUrl: string | null
  /** The embedded content API loaded (irrelevant with API_BASE_URL). */
  embeddedAvailable: boolean
  /** The process is stopping: a load balancer should send its requests elsewhere. */
  stopping: () => boolean
  /**
   * The start's ask for the shell's calls has settled, answered or failed (`warmSharedCalls`): until then
   * a first view would wait for them. Always settled when not given.
   */
  shellAsked?: () => boolean
  probeTimeoutMs: number
  /** How long one probe of the backend answers every `/readyz` (so probes cannot flood the CMS). */
  cacheMs?: number
  fetch?: typeof fetch
}

/**
 * `/readyz`: ready when the build is loaded, the backend is the embedded content API or answers its
 * cheapest call (`GET site/list`) with HTTP 2xx, the start's ask for the shell has settled, and the process
 * is not stopping.
 */
export function readinessCheck(options: ReadinessOptions): () => Promise<Readiness> {
  const fetchImpl = options.fetch ?? fetch
  const cacheMs = options.cacheMs ?? 2_000
  let last: { at: number; backend: Promise<string> } | null = null

  const probe = async (apiBaseUrl: string): Promise<string> => {
    try {
      const response = await fetchImpl(backendUrl(apiBaseUrl, '/site/list'), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.probeTimeoutMs),
      })
      await response.body?.cancel()
      return response.ok ? 'reachable' : `HTTP ${response.status}`
    } catch (error) {
      return error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable'
    }
  }

  return async () => {
    let backend: string
    if (!options.apiBaseUrl) backend = options.embeddedAvailable ? 'embedded' : 'embedded content API not loaded'
    else {
      if (!last || Date.now() - last.at > cacheMs) last = { at: Date.now(), backend: probe(options.apiBaseUrl) }
      backend = await last.backend
    }
    const stopping = options.stopping()
    const shell = (options.shellAsked?.() ?? true) ? 'asked' : 'asking'
    const ready =
      options.buildLoaded && (backend === 'embedded' || backend === 'reachable') && shell === 'asked' && !stopping
    return { ready, checks: { build: options.buildLoaded, backend, shell, stopping } }
  }
}
