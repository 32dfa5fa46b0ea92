import type { PageContext } from 'vike/types'
import { serializeIslandProps } from './island-data'

/**
 * The part of the page context the islands render with (docs/architecture.md "Architecture"), written once at the end
 * of the page's body as JSON (pages/+onRenderHtml.tsx) and read by the page's client code
 * (pages/+client.ts). Pages are HTML-only to Vike, so Vike's own client runtime never loads; this is all
 * of the page context the browser gets. Never add a server-only field (`api`, `data`, …) here.
 */
export const ISLAND_PAGE_CONTEXT_FIELDS = [
  'site',
  'sites',
  'lang',
  'siteHosts',
  'siteOrigins',
  'siteSettings',
  'shell',
  'i18n',
  'imageService',
] as const satisfies ReadonlyArray<keyof PageContext>

export type IslandPageContextFields = Pick<PageContext, (typeof ISLAND_PAGE_CONTEXT_FIELDS)[number]>

export const ISLAND_PAGE_CONTEXT_ID = 'island-page-context'

/** Server: the script element carrying the islands' page context; its JSON cannot end the element early. */
export function islandPageContextScript(pageContext: PageContext): string {
  const fields = Object.fromEntries(ISLAND_PAGE_CONTEXT_FIELDS.map((field) => [field, pageContext[field] ?? null]))
  return `<script type="application/json" id="${ISLAND_PAGE_CONTEXT_ID}">${serializeIslandProps(fields)}</script>`
}

/** Browser: the islands' page context the server wrote into `document`. */
export function readIslandPageContext(document: Document): IslandPageContextFields {
  const text = document.getElementById(ISLAND_PAGE_CONTEXT_ID)?.textContent
  if (!text) throw new Error(`the page has no #${ISLAND_PAGE_CONTEXT_ID} script`)
  return JSON.parse(text) as IslandPageContextFields
}
