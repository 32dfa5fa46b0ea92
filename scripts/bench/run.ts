// `npm run bench [-- --only throughput,first-byte,render,js,lighthouse] [--api <URL>|standin]
// [--image-template <IMAGE_URL_TEMPLATE>] [--pages home,media detail,…] [--lighthouse-runs N]`: the figures of
// issues 13 and 26, side by side in one run, on the production build (built first when missing or stale).
// Without --api on the embedded demo content; with it, every figure on that backend (`standin`: the
// stand-in CMS, started here, whose file host resizes pictures as OSS does: its image template is used
// unless --image-template says otherwise, `none` for none), its pages found from its lists. Lighthouse runs
// each page N times (3 unless told) and gives the median and the range.
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from '../build-if-stale.mjs'
import { contentEnv, type ContentSet } from './content-set'
import { measureFirstByte } from './first-byte'
import { measureJavaScript } from './javascript'
import { DEFAULT_RUNS, measureLighthouse } from './lighthouse'
import { measureRender } from './render'
import { demoPages, discoverIds, httpBackend, pagesOf, selectPages } from './pages'
import { markdownTable, type Figure } from './report'
import { logDir, startProductionServer } from './servers'
import { startStandin, type StandinServer } from './standin/server'
import { stopOnInterrupt } from './cleanup'
import { parseImageUrlTemplate } from '../../runtime/media/image-url'
import { measureThroughput } from './throughput'

type Section = 'throughput' | 'first-byte' | 'render' | 'js' | 'lighthouse'
const SECTIONS: readonly Section[] = ['throughput', 'first-byte', 'render', 'js', 'lighthouse']

/** The value of `--name value` or `--name=value`; null when absent. */
function option(argv: readonly string[], name: string): string | null {
  const at = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))
  if (at === -1) return null
  return argv[at].includes('=') ? argv[at].slice(`--${name}=`.length) : (argv[at + 1] ?? '')
}

function selectedSections(argv: readonly string[]): Section[] {
  const raw = option(argv, 'only')
  if (raw === null) return [...SECTIONS]
  const names = raw.split(',').filter(Boolean)
  const unknown = names.filter((name) => !SECTIONS.includes(name as Section))
  if (unknown.length || names.length === 0) {
    console.error(`[bench] --only takes a list of: ${SECTIONS.join(', ')} (got "${raw}")`)
    process.exit(2)
  }
  return SECTIONS.filter((section) => names.includes(section))
}

/** `--pages home,media detail`: page type names, comma-separated; null when absent (every page type). */
function selectedPageNames(argv: readonly string[]): string[] | null {
  const raw = option(argv, 'pages')
  return raw === null
    ? null
    : raw
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
}

/** `--lighthouse-runs N`: runs of each page, at least one. */
function lighthouseRuns(argv: readonly string[]): number {
  const raw = option(argv, 'lighthouse-runs')
  if (raw === null) return DEFAULT_RUNS
  const runs = Number(raw)
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`[bench] --lighthouse-runs takes a whole number of runs, at least 1 (got "${raw}")`)
    process.exit(2)
  }
  return runs
}

/** JS and Lighthouse load pages from one production server on the content set. */
async function withBrowserSite(
  set: ContentSet,
  run: (origin: string, pages: ContentSet['pages']) => Promise<Figure[]>,
): Promise<Figure[]> {
  const site = await startProductionServer('pages', contentEnv(set))
  try {
    return await run(`http://localhost:${site.port}`, set.pages)
  } finally {
    await site.stop()
  }
}

const measures = (runs: number): Record<Section, (set: ContentSet) => Promise<Figure[]>> => ({
  throughput: measureThroughput,
  'first-byte': measureFirstByte,
  render: measureRender,
  js: (set) => withBrowserSite(set, measureJavaScript),
  lighthouse: (set) => withBrowserSite(set, (origin, pages) => measureLighthouse(origin, pages, runs)),
})

/**
 * The content set `--api` names: none, the embedded demo; `standin`, the stand-in CMS started here
 * (scripts/bench/standin/); else the backend at that URL. Its pages are found from its lists.
 */
async function contentSetOf(
  api: string | null,
  imageTemplate: string | null,
  pageNames: string[] | null,
): Promise<{ set: ContentSet; standin?: StandinServer }> {
  const chosenTemplate = imageTemplate === 'none' ? null : imageTemplate && parseImageUrlTemplate(imageTemplate)
  if (api === null)
    return {
      set: {
        label: 'the embedded demo content (content/)',
        apiBaseUrl: null,
        imageUrlTemplate: chosenTemplate,
        pages: selectPages(demoPages(), pageNames),
      },
    }
  if (api === '') throw new Error('--api takes a backend URL or "standin"')
  const standin = api === 'standin' ? await startStandin({ cacheRoot: logDir }) : undefined
  if (standin) stopOnInterrupt(() => standin.stop())
  const apiBaseUrl = standin?.url ?? api
  const imageUrlTemplate = imageTemplate === null ? (standin?.imageUrlTemplate ?? null) : chosenTemplate
  const images = imageUrlTemplate ? `, pictures through IMAGE_URL_TEMPLATE=${imageUrlTemplate}` : ''
  const label = standin
    ? `the stand-in CMS at ${apiBaseUrl} (the demo transformed: longer texts, more items and slides, 1600×900 PNG pictures; scripts/bench/standin/)${images}`
    : `the backend at ${apiBaseUrl}${images}`
  const ids = await discoverIds(httpBackend(apiBaseUrl))
  return { set: { label, apiBaseUrl, imageUrlTemplate, pages: selectPages(pagesOf(ids), pageNames) }, standin }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  const sections = selectedSections(argv)
  const pageNames = selectedPageNames(argv)
  const measure = measures(lighthouseRuns(argv))
  if (pageNames) selectPages(demoPages(), pageNames) // an unknown name fails before anything starts
  buildIfStale('bench')
  const { set, standin } = await contentSetOf(option(argv, 'api'), option(argv, 'image-template'), pageNames)
  console.log(`[bench] content: ${set.label}`)
  console.log(`[bench] pages: ${set.pages.map((page) => `${page.name} ${page.path}`).join(', ')}`)
  const figures: Figure[] = []
  try {
    for (const section of sections) {
      const started = Date.now()
      console.log(`[bench] ${section} …`)
      figures.push(...(await measure[section](set)))
      console.log(`[bench] ${section} done in ${Math.round((Date.now() - started) / 1000)} s`)
    }
  } finally {
    await standin?.stop()
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`
  const report = `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}\nContent: ${set.label}\n\n${markdownTable(figures)}\n`
  console.log(`\n${report}`)
  mkdirSync(logDir, { recursive: true })
  writeFileSync(join(logDir, 'bench.md'), report)
  const missed = figures.filter((figure) => figure.met === false).length
  console.log(`[bench] ${figures.length} figures, ${missed} below their goal; written to test-results/bench.md`)
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error)
  process.exit(1)
})
