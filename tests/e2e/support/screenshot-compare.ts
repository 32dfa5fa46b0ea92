import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** How different two screenshots may be and still count as the same layout. */
export interface Tolerance {
  /** pixelmatch's per-pixel colour threshold (0–1): below it, a pixel counts as unchanged. */
  pixelThreshold: number
  /** Share of pixels (0–1) that may differ before the screenshot fails. */
  maxDiffShare: number
}

export type Comparison =
  { kind: 'same'; diffShare: number } | { kind: 'different'; diffShare: number; reason: string; diff?: PNG }

/** Grey levels are kept in steps of 8 (32 levels): far below what pixelThreshold tells apart, and gradients compress. */
const GREY_STEP = 8

/**
 * The form a screenshot is kept and compared in: half the size in both directions (2×2 box average) and in
 * 32 grey levels (luma). A tenth of the bytes of the full colour screenshot, and a moved, resized, added or
 * missing element still shows.
 */
export function reduce(png: PNG): PNG {
  const width = Math.floor(png.width / 2)
  const height = Math.floor(png.height / 2)
  const out = new PNG({ width, height })
  const data = png.data
  const luma = (at: number) => 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!
  // Written out, not as a loop over the four pixels of a box: this runs for every pixel of every screenshot.
  for (let y = 0; y < height; y++) {
    const top = 2 * y * png.width * 4
    const bottom = top + png.width * 4
    for (let x = 0; x < width; x++) {
      let sum = luma(top + 8 * x)
      sum += luma(top + 8 * x + 4)
      sum += luma(bottom + 8 * x)
      sum += luma(bottom + 8 * x + 4)
      const at = (y * width + x) * 4
      const grey = Math.min(255, Math.round(sum / 4 / GREY_STEP) * GREY_STEP)
      out.data[at] = grey
      out.data[at + 1] = grey
      out.data[at + 2] = grey
      out.data[at + 3] = 255
    }
  }
  return out
}

/** Compares an actual screenshot with its reference; a different size is a difference too. */
export function compareScreenshots(actual: PNG, reference: PNG, tolerance: Tolerance): Comparison {
  if (actual.width !== reference.width || actual.height !== reference.height) {
    return {
      kind: 'different',
      diffShare: 1,
      reason: `size ${actual.width}×${actual.height}, reference ${reference.width}×${reference.height}`,
    }
  }
  const diff = new PNG({ width: actual.width, height: actual.height })
  const differing = pixelmatch(actual.data, reference.data, diff.data, actual.width, actual.height, {
    threshold: tolerance.pixelThreshold,
  })
  const diffShare = differing / (actual.width * actual.height)
  if (diffShare <= tolerance.maxDiffShare) return { kind: 'same', diffShare }
  const percent = (share: number) => `${(share * 100).toFixed(2)} %`
  return {
    kind: 'different',
    diffShare,
    reason: `${percent(diffShare)} of the pixels differ (at most ${percent(tolerance.maxDiffShare)} may)`,
    diff,
  }
}

export function readPng(path: string): PNG | undefined {
  return existsSync(path) ? PNG.sync.read(readFileSync(path)) : undefined
}

/** Writes a reduced screenshot (grey levels) or a diff image (colour). */
export function writePng(path: string, png: PNG, colour = false): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, PNG.sync.write(png, { colorType: colour ? 2 : 0 }))
}
