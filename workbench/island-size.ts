import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { moduleFiles, type BuildManifest } from '../runtime/islands/island-chunks'

/**
 * Gzip bytes of a block's island code as the browser loads it: the chunk of its module (blocks/islands.gen.ts) and every chunk it imports
 * statically, from the client build's manifest (`dist/assets.json`). `null` when there is no build to measure.
 */
export function islandGzipBytes(projectRoot: string, islandModule: string): number | null {
  const manifestPath = join(projectRoot, 'dist/assets.json')
  if (!existsSync(manifestPath)) return null
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest
  const files = moduleFiles(manifest, [islandModule])
  let bytes = 0
  for (const file of files) {
    const path = join(projectRoot, 'dist/client', file)
    if (!existsSync(path)) return null
    bytes += gzipSync(readFileSync(path)).length
  }
  return bytes
}
