import { chromium } from 'playwright-core'
import { gzipSync } from 'node:zlib'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const rows = []
  page.on('response', async (r) => { if (r.request().resourceType() === 'script') rows.push([r.url().replace(/.*\/assets\//, ''), gzipSync(await r.body()).length]) })
  await page.goto('http://localhost:3791' + path, { waitUntil: 'load' })
  await page.evaluate(async () => { for (let y = 0; y < document.documentElement.scrollHeight; y += 400) { scrollTo(0, y); await new Promise(r => setTimeout(r, 50)) } })
  await page.waitForLoadState('networkidle')
  console.log(path, rows.reduce((s, r) => s + r[1], 0)); rows.sort((a,b)=>b[1]-a[1]).forEach(r => console.log('  ', r[1], r[0]))
  await page.close()
}
await browser.close()
