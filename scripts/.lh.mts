import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../tests/e2e/support/chromium'
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
for (const path of process.argv.slice(2)) {
  const r = await lighthouse(`http://localhost:3791${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const a = r!.lhr.audits
  const m = (id: string) => Math.round(a[id]?.numericValue ?? -1)
  console.log(path, 'score', Math.round((r!.lhr.categories.performance.score ?? 0) * 100), 'FCP', m('first-contentful-paint'), 'LCP', m('largest-contentful-paint'), 'TBT', m('total-blocking-time'), 'CLS', a['cumulative-layout-shift']?.numericValue?.toFixed(3), 'SI', m('speed-index'), r!.lhr.runtimeError?.code ?? '')
  const lcpEl = (a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet
  console.log('   LCP el', lcpEl?.slice(0, 160))
  const lcpPhases = (a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items
  if (lcpPhases) console.log('   LCP phases', lcpPhases.map((p: any) => `${p.phase}:${Math.round(p.timing)}`).join(' '))
  const boot = (a['bootup-time']?.details as any)?.items?.slice(0, 4).map((i: any) => `${String(i.url).replace(/.*\//, '')}:${Math.round(i.total)}`)
  console.log('   bootup', boot?.join(' '), 'mainthread', m('mainthread-work-breakdown'))
  const mw = (a['mainthread-work-breakdown']?.details as any)?.items?.map((i: any) => `${i.group}:${Math.round(i.duration)}`)
  console.log('   mainthread', mw?.join(' '))
  const lt = (a['long-tasks']?.details as any)?.items?.slice(0, 6).map((i: any) => `${String(i.url).replace(/.*\//, '')}@${Math.round(i.startTime)}+${Math.round(i.duration)}`)
  console.log('   long tasks', lt?.join(' '))
  const shifts = (a['layout-shifts']?.details as any)?.items?.slice(0, 3).map((i: any) => `${i.node?.snippet?.slice(0, 80)}:${i.score?.toFixed(3)}`)
  if (shifts?.length) console.log('   shifts', shifts.join(' | '))
}
chrome.kill()
