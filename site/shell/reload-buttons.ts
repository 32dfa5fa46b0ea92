/** Marks a refresh button of the error notices (SPEC §8): HTML only, it reloads the page through `installReloadButtons`. */
export const RELOAD_ATTRIBUTE = 'data-reload-page'

/** Makes every refresh button under `root` reload the page; returns the function that stops it. */
export function installReloadButtons(root: Document | HTMLElement): () => void {
  const onClick = (event: Event): void => {
    if (event.target instanceof Element && event.target.closest(`[${RELOAD_ATTRIBUTE}]`)) window.location.reload()
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}
