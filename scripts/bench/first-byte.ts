import type { ContentSet } from './content-set'
import { startDelayProxy } from './delay-proxy'
import { rawGet } from './http'
import { median, type Figure } from './report'
import { startProductionServer } from './servers'

const DELAY_MS = 100
const WARM_UP = 3
const SAMPLES = 15
/** Issue 26 "Done when": the first byte at most this multiple of the backend's delay. */
const GOAL_MULTIPLE = 1.15

/**
 * Issue 13 (b): time to the first byte of the home page when every backend call takes 100 ms, as a
 * multiple of that delay. The backend (the content set's: `--api`, else a server on the embedded content)
 * sits behind a proxy that delays each `/api/internal` answer. The measured server has no render cache, so every request renders. The
 * goal is read as the issue words it: the page's own calls start at once and the calls every page shares
 * (site list, language pack, menus, footer) come from the server's API cache, as they do in production
 * (`API_CACHE_TTL_MS`); the same figure with that cache off is printed beside it for information.
 * Beside each, the time to the page's last byte, and the server's own work after the last backend answer
 * until then: its `Server-Timing` `app` (from the last backend answer to the head) plus the time from the
 * first to the last byte of the body. That is what the server adds to the delay, apart from the backend and
 * the network; the head leaves before the body is rendered (issue 26), so the first byte no longer waits
 * for most of it. The
 * proxy answers each call 100 ms after it received it, the backend's own time (as the proxy measures it,
 * printed with the figure) within those 100 ms: every call takes the delay the goal is a multiple of.
 */
export async function measureFirstByte(set: ContentSet): Promise<Figure[]> {
  const backend = set.apiBaseUrl === null ? await startProductionServer('backend') : null
  const proxy = await startDelayProxy(set.apiBaseUrl ?? `http://localhost:${backend?.port}`, DELAY_MS)
  // The content set's image service too: the pages rendered are those its visitors get.
  const images: Record<string, string> =
    set.imageUrlTemplate === null ? {} : { IMAGE_URL_TEMPLATE: set.imageUrlTemplate }
  try {
    return [
      ...(await firstByteOf(proxy, 'shared calls cached', { RENDER_CACHE_TTL_MS: '0', ...images }, true)),
      ...(await firstByteOf(
        proxy,
        'no call cached',
        { API_CACHE_TTL_MS: '0', RENDER_CACHE_TTL_MS: '0', ...images },
        false,
      )),
    ]
  } finally {
    await proxy.stop()
    await backend?.stop()
  }
}

async function firstByteOf(
  proxy: Awaited<ReturnType<typeof startDelayProxy>>,
  label: string,
  env: Record<string, string>,
  hasGoal: boolean,
): Promise<Figure[]> {
  const site = await startProductionServer(`delayed, ${label}`, {
    API_BASE_URL: `http://127.0.0.1:${proxy.port}/api/internal/`,
    ...env,
  })
  try {
    const sample = async () => {
      const answer = await rawGet(site.port, 'localhost', '/', { 'accept-encoding': 'gzip, deflate, br' })
      if (answer.status !== 200) throw new Error(`home behind the delaying backend answered ${answer.status}`)
      const timing = String(answer.headers['server-timing'] ?? '')
      const app = /(?:^|,\s*)app;dur=([\d.]+)/.exec(timing)?.[1]
      if (app === undefined) throw new Error(`home answered no Server-Timing app duration ("${timing}")`)
      return {
        firstByte: answer.firstBodyByteMs,
        lastByte: answer.lastBodyByteMs,
        own: Number(app) + answer.lastBodyByteMs - answer.firstBodyByteMs,
      }
    }
    for (let index = 0; index < WARM_UP; index++) await sample()
    const samples: Array<{ firstByte: number; lastByte: number; own: number }> = []
    const callsBefore = proxy.delayedCount()
    for (let index = 0; index < SAMPLES; index++) samples.push(await sample())
    const callsPerPage = (proxy.delayedCount() - callsBefore) / SAMPLES
    // Part of each call's 100 ms: what is left of the delay once the backend has answered.
    const backendOwn = median(proxy.upstreamMs().slice(callsBefore))
    const firstByte = median(samples.map((s) => s.firstByte))
    const lastByte = median(samples.map((s) => s.lastByte))
    const own = median(samples.map((s) => s.own))
    const multiple = firstByte / DELAY_MS
    return [
      {
        figure: `home: first byte, every backend call delayed ${DELAY_MS} ms, ${label} (median of ${SAMPLES})`,
        value: `${multiple.toFixed(2)}× (${Math.round(firstByte)} ms; ${callsPerPage} delayed calls a page; the backend's own time within each delay ${backendOwn.toFixed(1)} ms)`,
        goal: hasGoal ? `≤ ${GOAL_MULTIPLE}×` : '—',
        met: hasGoal ? multiple <= GOAL_MULTIPLE : null,
      },
      {
        figure: `home: last byte, ${label} (median of ${SAMPLES})`,
        value: `${(lastByte / DELAY_MS).toFixed(2)}× (${Math.round(lastByte)} ms)`,
        goal: '—',
        met: null,
      },
      {
        figure: `home: the server's own work after the last backend answer, to the last byte, ${label} (Server-Timing app, then first to last byte; median of ${SAMPLES})`,
        value: `${own.toFixed(1)} ms`,
        goal: hasGoal ? '≤ 20 ms' : '—',
        met: hasGoal ? own <= 20 : null,
      },
    ]
  } finally {
    await site.stop()
  }
}
