import { LAZY_MARGIN_PX } from './breakpoints'

/** `data-lazy-src` / `data-lazy-srcset`: the URLs a lazy image (runtime/media/image.tsx) loads near the view. */
export const LAZY_ATTRIBUTE_PREFIX = 'data-lazy-'

/**
 * Marks a part whose lazy images load when its owner asks (`loadPicturesIn`), not as they near the view: a
 * carousel's slides off screen, which sit right beside the view (or, faded out, on it) from the start and
 * would otherwise load on arrival (issue 26). The carousel asks before it shows them.
 */
export const ON_DEMAND_ATTRIBUTE = 'data-pictures-on-demand'

/**
 * SPEC §9 lazy images for the parts of the page that are HTML only: every pending image outside an island
 * and outside an on-demand part gets its URLs once it comes within 100 px of the view (an island's images
 * do so through React, `useInView`). Returns the function that stops watching.
 */
export function loadLazyImages(root: ParentNode, islandSelector: string): () => void {
  const pending = [...root.querySelectorAll<HTMLImageElement>('img[data-lazy="pending"]')].filter(
    (image) => image.closest(islandSelector) === null && image.closest(`[${ON_DEMAND_ATTRIBUTE}]`) === null,
  )
  if (pending.length === 0) return () => {}
  if (typeof IntersectionObserver === 'undefined') {
    pending.forEach(showImage)
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        showImage(entry.target as HTMLImageElement)
      }
    },
    { rootMargin: `${LAZY_MARGIN_PX}px` },
  )
  pending.forEach((image) => observer.observe(image))
  return () => observer.disconnect()
}

/** Loads the pending images of an on-demand part now, once; anything else is left to `loadLazyImages`. */
export function loadPicturesIn(part: Element): void {
  if (!part.hasAttribute(ON_DEMAND_ATTRIBUTE)) return
  part.removeAttribute(ON_DEMAND_ATTRIBUTE)
  part.querySelectorAll<HTMLImageElement>('img[data-lazy="pending"]').forEach(showImage)
}

function showImage(image: HTMLImageElement): void {
  const sources = image.parentElement?.tagName === 'PICTURE' ? image.parentElement.querySelectorAll('source') : []
  for (const source of sources) {
    const srcset = source.getAttribute(`${LAZY_ATTRIBUTE_PREFIX}srcset`)
    if (srcset) source.srcset = srcset
  }
  const src = image.getAttribute(`${LAZY_ATTRIBUTE_PREFIX}src`)
  if (src) image.src = src
  image.dataset.lazy = 'loaded'
}
