/**
 * The WebP cuts of the pictures that carry words (names.ts) and the record that ties each to its drawing:
 * `rasters.json`, beside this file rather than among the served assets, maps every WebP to the SHA-256 of
 * the SVG it was drawn from and to its size. Drawing a WebP needs a rasterizer and the fonts
 * (tools/generate-art.ts); checking one needs neither, so a test can tell a WebP left behind by a changed
 * drawing on any machine.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { RESIZE_FACTOR } from '../../runtime/media/image-url'

/** The record's path. */
export const RASTER_MANIFEST = new URL('./rasters.json', import.meta.url)

export interface RasterEntry {
  /** SHA-256 (hex) of the SVG drawing the WebP was rasterized from. */
  drawing: string
  width: number
  height: number
}

/** WebP file name (under content/assets/) → its entry. */
export type RasterManifest = Record<string, RasterEntry>

/** The record as committed; empty before the first run of the generator. */
export function readRasterManifest(): RasterManifest {
  return existsSync(RASTER_MANIFEST) ? (JSON.parse(readFileSync(RASTER_MANIFEST, 'utf8')) as RasterManifest) : {}
}

export function drawingHash(svg: string): string {
  return createHash('sha256').update(svg).digest('hex')
}

/** The entry a WebP rasterized now from `svg` gets: the drawing's own size times SPEC §9's `RESIZE_FACTOR`. */
export function rasterEntry(svg: string): RasterEntry {
  const size = (name: string) => {
    const value = Number(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`).exec(svg)?.[1])
    if (!(value > 0)) throw new Error(`an SVG to rasterize declares no ${name}`)
    return Math.round(value * RESIZE_FACTOR)
  }
  return { drawing: drawingHash(svg), width: size('width'), height: size('height') }
}
