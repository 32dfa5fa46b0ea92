/**
 * The stand-in CMS's pictures: 1600×900 PNG files, each a gradient with soft shapes and grain, as photos
 * and renders a CMS holds are (large, and they do not compress to nothing). Generated with pngjs into a
 * cache folder on first use (test-results/, not committed); the same index always draws the same picture.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PNG } from 'pngjs'

export const PICTURE_WIDTH = 1600
export const PICTURE_HEIGHT = 900
/** How many distinct pictures the stand-in serves. */
export const PICTURE_COUNT = 6
/** Bumped when the drawing changes, so a cached set of an older drawing is not served. */
const DRAWING_VERSION = 2

type Rgb = readonly [number, number, number]

/** Two ends of a gradient and an accent, per picture. */
const PALETTES: readonly (readonly [Rgb, Rgb, Rgb])[] = [
  [
    [16, 42, 92],
    [38, 120, 190],
    [250, 180, 70],
  ],
  [
    [230, 236, 245],
    [150, 180, 220],
    [30, 80, 160],
  ],
  [
    [20, 70, 60],
    [90, 170, 120],
    [240, 220, 150],
  ],
  [
    [70, 20, 60],
    [200, 80, 90],
    [255, 210, 170],
  ],
  [
    [245, 240, 228],
    [210, 190, 150],
    [120, 70, 40],
  ],
  [
    [10, 20, 30],
    [60, 70, 110],
    [120, 220, 230],
  ],
]

export const pictureFileName = (index: number) => `picture-${index + 1}.png`

/** A small deterministic generator (mulberry32), so a picture is the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Picture `index` (0 ≤ index < PICTURE_COUNT) as PNG bytes. */
export function drawPicture(index: number): Buffer {
  if (!Number.isInteger(index) || index < 0 || index >= PICTURE_COUNT)
    throw new RangeError(`picture index ${index} is not in 0…${PICTURE_COUNT - 1}`)
  const [from, to, accent] = PALETTES[index]
  const next = random(index + 1)
  const angle = next() * Math.PI
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)]
  const blobs = Array.from({ length: 5 }, () => ({
    x: next() * PICTURE_WIDTH,
    y: next() * PICTURE_HEIGHT,
    r: 120 + next() * 320,
    strength: 0.25 + next() * 0.5,
  }))
  // Grain: one value per 8×8 cell, the same in every channel, over colours in steps of 4: a picture weighs
  // about 170 KB, as a CMS's upload may, rather than megabytes of pure noise or a few KB of flat colour.
  const cells = Math.ceil(PICTURE_WIDTH / 8)
  const grainRows = Array.from({ length: Math.ceil(PICTURE_HEIGHT / 8) }, () =>
    Float32Array.from({ length: cells }, () => (next() - 0.5) * 10),
  )
  const png = new PNG({ width: PICTURE_WIDTH, height: PICTURE_HEIGHT, colorType: 2 })
  const span = Math.abs(dx) * PICTURE_WIDTH + Math.abs(dy) * PICTURE_HEIGHT
  for (let y = 0; y < PICTURE_HEIGHT; y++) {
    for (let x = 0; x < PICTURE_WIDTH; x++) {
      const along = Math.min(1, Math.max(0, (x * Math.abs(dx) + y * Math.abs(dy)) / span))
      let glow = 0
      for (const blob of blobs) {
        const distance = Math.hypot(x - blob.x, y - blob.y)
        if (distance < blob.r) glow = Math.max(glow, blob.strength * (1 - distance / blob.r) ** 2)
      }
      const wave = 0.06 * Math.sin(x / 37 + index) * Math.cos(y / 53)
      const grain = grainRows[y >> 3][x >> 3]
      const at = (y * PICTURE_WIDTH + x) * 4
      for (let channel = 0; channel < 3; channel++) {
        const base = from[channel] + (to[channel] - from[channel]) * (along + wave)
        const value = base + (accent[channel] - base) * glow + grain
        png.data[at + channel] = Math.max(0, Math.min(255, Math.round(value / 4) * 4))
      }
      png.data[at + 3] = 255
    }
  }
  return PNG.sync.write(png, { colorType: 2 })
}

/**
 * The folder holding every picture, drawing the missing ones first (a few seconds each, once per
 * machine). Files are written under a temporary name and renamed, so a reader never sees half a file.
 */
export function ensurePictures(cacheRoot: string): string {
  const dir = join(cacheRoot, `standin-pictures-v${DRAWING_VERSION}`)
  mkdirSync(dir, { recursive: true })
  for (let index = 0; index < PICTURE_COUNT; index++) {
    const file = join(dir, pictureFileName(index))
    if (existsSync(file)) continue
    const partial = `${file}.${process.pid}.partial`
    writeFileSync(partial, drawPicture(index))
    renameSync(partial, file)
  }
  return dir
}

/** The bytes of one cached picture by its file name, or null for a name that is none of them. */
export function readPicture(dir: string, name: string): Buffer | null {
  const known = Array.from({ length: PICTURE_COUNT }, (_, index) => pictureFileName(index))
  return known.includes(name) ? readFileSync(join(dir, name)) : null
}
