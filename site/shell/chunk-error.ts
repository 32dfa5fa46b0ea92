/**
 * Whether an error means the browser could not fetch a piece of the site's code (a lazily loaded page or
 * block), which after a redeploy is fixed by loading the page afresh (SPEC §8 "Lazy page load failure").
 */
const CHUNK_ERROR_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS',
  'Unable to preload',
]

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CHUNK_ERROR_MESSAGES.some((known) => message.includes(known))
}
