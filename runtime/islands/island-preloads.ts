import { readFileSync } from 'node:fs'
import { moduleFiles, type BuildManifest } from './island-chunks'

// Server only. Empty until the production server loads the build's manifest (and in development, where
// Vite serves modules one by one and there is nothing to preload).
let manifest: BuildManifest = {}

/** Loads the client build's manifest (`dist/assets.json`); a missing one preloads nothing. */
export function loadIslandChunks(manifestPath: string): void {
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest
  } catch {
    manifest = {}
  }
}

/**
 * `<link rel="modulepreload">` for the source `modules` (the code of the islands a page wakes at once) and
 * what they import, so it is fetched in parallel with the page's script rather than one import after
 * another. At low priority: the page paints without it, and the first screen's image comes first.
 */
export function modulePreloadLinks(modules: Iterable<string>): string {
  return moduleFiles(manifest, modules)
    .map((file) => `<link rel="modulepreload" href="/${file}" fetchpriority="low">`)
    .join('')
}
