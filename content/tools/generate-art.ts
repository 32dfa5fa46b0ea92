/**
 * Writes the demo's generated pictures (content/art/) into content/assets/art/: every picture the demo
 * content names, and nothing else (stale files are removed). Run `npx tsx content/tools/generate-art.ts`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { demoArtFiles } from '../art/catalogue'

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets')
const files = demoArtFiles()
mkdirSync(join(assets, 'art'), { recursive: true })
for (const old of readdirSync(join(assets, 'art'))) if (!files.has(`art/${old}`)) rmSync(join(assets, 'art', old))
let bytes = 0
for (const [name, svg] of files) {
  writeFileSync(join(assets, name), svg)
  bytes += Buffer.byteLength(svg)
}
console.log(`${files.size} pictures, ${(bytes / 1024).toFixed(0)} KB`)
