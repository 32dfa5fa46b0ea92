// `npm run bench [-- --only throughput,first-byte,render,js,lighthouse]`: the figures of issue 13, side
// by side in one run, on the production build (built first when missing or stale).
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from '../build-if-stale.mjs'
import { measureFirstByte } from './first-byte'
import { measureJavaScript } from './javascript'
import { measureLighthouse } from './lighthouse'
import { measureRender } from './render'
import { markdownTable, type Figure } from './report'
import { logDir, startProductionServer } from './servers'
import { measureThroughput } from './throughput'

type Section = 'throughput' | 'first-byte' | 'render' | 'js' | 'lighthouse'
const SECTIONS: readonly Section[] = ['throughput', 'first-byte', 'render', 'js', 'lighthouse']

function selectedSections(argv: readonly string[]): Section[] {
  const at = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='))
  if (at === -1) return [...SECTIONS]
  const raw = argv[at].includes('=') ? argv[at].slice('--only='.length) : (argv[at + 1] ?? '')
  const names = raw.split(',').filter(Boolean)
  const unknown = names.filter((name) => !SECTIONS.includes(name as Section))
  if (unknown.length || names.length === 0) {
    console.error(`[bench] --only takes a list of: ${SECTIONS.join(', ')} (got "${raw}")`)
    process.exit(2)
  }
  return SECTIONS.filter((section) => names.includes(section))
}

/** JS and Lighthouse load pages from one production server on the embedded content. */
async function withBrowserSite(run: (origin: string) => Promise<Figure[]>): Promise<Figure[]> {
  const site = await startProductionServer('pages')
  try {
    return await run(`http://localhost:${site.port}`)
  } finally {
    await site.stop()
  }
}

const measure: Record<Section, () => Promise<Figure[]>> = {
  throughput: measureThroughput,
  'first-byte': measureFirstByte,
  render: measureRender,
  js: () => withBrowserSite(measureJavaScript),
  lighthouse: () => withBrowserSite(measureLighthouse),
}

async function main(): Promise<void> {
  const sections = selectedSections(process.argv.slice(2))
  buildIfStale('bench')
  const figures: Figure[] = []
  for (const section of sections) {
    const started = Date.now()
    console.log(`[bench] ${section} …`)
    figures.push(...(await measure[section]()))
    console.log(`[bench] ${section} done in ${Math.round((Date.now() - started) / 1000)} s`)
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`
  const report = `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}\n\n${markdownTable(figures)}\n`
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
