import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'

// Issue 26 "No long task on arrival": what a page loads before the visitor's first touch. The build's asset
// map names the chunk of each source module.
const assets = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../dist/assets.json'), 'utf8')) as Record<
  string,
  { file: string }
>
const sourceOf = new Map(Object.entries(assets).map(([source, { file }]) => [`/${file}`, source]))

/** React's DOM client comes with the page's React island code (pages/island-hydration.ts). */
export const REACT_ISLANDS = 'pages/island-hydration.ts'
/** The contact modal's code, rjsf and the form's rules with it (site/shell/modals-context.tsx loads it). */
export const CONTACT_MODAL = 'site/shell/ContactModal.tsx'

/** The sources of the scripts the page requests from now on (dynamic imports and preloads included). */
export function scriptSources(page: Page): () => string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname)
  })
  return () => paths.map((path) => sourceOf.get(path) ?? path)
}

/** The URL path of the chunk the build made of `source` (a key of dist/assets.json). */
export function chunkOf(source: string): string {
  const file = assets[source]?.file
  if (!file) throw new Error(`the build has no chunk of ${source}`)
  return `/${file}`
}
