/**
 * Writes the demo's generated pictures (content/art/) into content/assets/art/: every picture the demo
 * content names, and nothing else (stale files are removed). Run `npx tsx content/tools/generate-art.ts`.
 *
 * A picture that carries words is also rasterized to the WebP the content serves (content/art/names.ts),
 * with sharp (librsvg) and the machine's fonts: the Noto CJK fonts must be installed (Debian:
 * `apt-get install fonts-noto-cjk`). A WebP is drawn again only when its SVG changed (content/art/rasters.json),
 * so running this on another machine rewrites no picture whose drawing it did not change.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { demoArtFiles } from '../art/catalogue'
import { RESIZE_FACTOR } from '../../runtime/media/image-url'
import { drawingOf, rasterOf } from '../art/names'
import { RASTER_MANIFEST, rasterEntry, readRasterManifest, type RasterManifest } from '../art/rasters'

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets')
const drawings = demoArtFiles()
const previous = readRasterManifest()

const manifest: RasterManifest = {}
for (const [name, svg] of drawings) {
  const raster = rasterOf(name)
  if (raster) manifest[raster] = rasterEntry(svg)
}
const keep = new Set([...drawings.keys(), ...Object.keys(manifest)])

mkdirSync(join(assets, 'art'), { recursive: true })
for (const old of readdirSync(join(assets, 'art'))) if (!keep.has(`art/${old}`)) rmSync(join(assets, 'art', old))
let bytes = 0
for (const [name, svg] of drawings) {
  writeFileSync(join(assets, name), svg)
  bytes += Buffer.byteLength(svg)
}
console.log(`${drawings.size} pictures, ${(bytes / 1024).toFixed(0)} KB`)

const redraw = Object.entries(manifest).filter(
  ([raster, entry]) => !existsSync(join(assets, raster)) || JSON.stringify(previous[raster]) !== JSON.stringify(entry),
)
if (redraw.length > 0) requireCjkFonts()
for (const [raster] of redraw) {
  const svg = drawings.get(drawingOf(raster))!
  // librsvg reads the SVG at 72 dpi: a density of 72 × scale draws it at scale times its size.
  const webp = await sharp(Buffer.from(svg), { density: 72 * RESIZE_FACTOR })
    .webp({ quality: 90 })
    .toBuffer()
  writeFileSync(join(assets, raster), webp)
}
writeFileSync(RASTER_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`${Object.keys(manifest).length} pictures with words as WebP, ${redraw.length} drawn again`)

/** Without a CJK font, librsvg would draw every Chinese character as a box. */
function requireCjkFonts(): void {
  const families = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
  if (families.status !== 0 || !/Noto Sans CJK/.test(families.stdout))
    throw new Error(
      'rasterizing the pictures with words needs the Noto CJK fonts (Debian: apt-get install fonts-noto-cjk)',
    )
}
