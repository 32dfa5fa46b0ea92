import react from '@vitejs/plugin-react'
import { createServer } from 'vite'
import { callRequests } from '../../site/api/calls'
import type { HomeModule } from '../../schemas/api.gen'
import type { ContentSet } from './content-set'
import { httpBackend, siteIdOf } from './pages'
import { median, type Figure } from './report'
import { projectRoot } from './servers'
import type { HomeRenders } from './render-subject'

const WARM_UP = 30
const ROUNDS = 15
const RENDERS_PER_ROUND = 20

/** Milliseconds one call of `render` takes, over a round of calls. */
function timeRound(render: () => string): number {
  const started = performance.now()
  for (let index = 0; index < RENDERS_PER_ROUND; index++) render()
  return (performance.now() - started) / RENDERS_PER_ROUND
}

/**
 * Issue 13 (c): an uncached render of the home page's blocks (its to-blocks mapping on the demo data)
 * through the block renderer, vs. renderToString of the same components and props. In process, with
 * React's production build; rounds alternate so both see the same machine. With `--api`, the home
 * modules are the backend's answer for its Chinese site.
 */
export async function measureRender(set: ContentSet): Promise<Figure[]> {
  let modules: HomeModule[] | undefined
  if (set.apiBaseUrl !== null) {
    const ask = httpBackend(set.apiBaseUrl)
    modules = (await ask(callRequests.homepage(await siteIdOf(ask)))) as HomeModule[]
  }
  process.env.NODE_ENV = 'production'
  const vite = await createServer({
    root: projectRoot,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  })
  try {
    const subject = (await vite.ssrLoadModule('/scripts/bench/render-subject.tsx')) as {
      prepareHomeRenders: (modules?: HomeModule[]) => Promise<HomeRenders>
    }
    const renders = await subject.prepareHomeRenders(modules)
    for (let index = 0; index < WARM_UP; index++) {
      renders.throughRenderer()
      renders.unchecked()
      renders.bare()
    }
    const renderer: number[] = []
    const unchecked: number[] = []
    const bare: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      renderer.push(timeRound(renders.throughRenderer))
      unchecked.push(timeRound(renders.unchecked))
      bare.push(timeRound(renders.bare))
    }
    const ratio = median(renderer.map((time, index) => time / bare[index]))
    const checkRatio = median(renderer.map((time, index) => time / unchecked[index]))
    return [
      {
        figure: `home: render of its ${renders.blockCount} blocks through the block renderer vs. bare renderToString`,
        value: `${ratio.toFixed(2)}× (${median(renderer).toFixed(2)} vs. ${median(bare).toFixed(2)} ms)`,
        goal: '—',
        met: null,
      },
      {
        figure: `home: the same render with every block's props checked against its schema vs. without (issue 22)`,
        value: `${checkRatio.toFixed(3)}× (${median(renderer).toFixed(2)} vs. ${median(unchecked).toFixed(2)} ms)`,
        goal: '—',
        met: null,
      },
    ]
  } finally {
    await vite.close()
  }
}
