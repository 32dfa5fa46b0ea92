import { LAZY_MARGIN_PX } from './breakpoints'

/** `data-lazy-src` / `data-lazy-srcset`: the URLs a lazy image (runtime/media/image.tsx) loads near the view. */
export const LAZY_ATTRIBUTE_PREFIX = 'data-lazy-'

/**
 * SPEC §9 lazy images for the parts of the page that are HTML only: every pending image outside an island
 * gets its URLs once it comes within 100 px of the view (an island's images do so through React,
 * `useInView`). Returns the function that stops watching.
 */
export function loadLazyImages(root: ParentNode, islandSelector: string): () => void {
  const pending = [...root.querySelectorAll<HTMLImageElement>('img[data-lazy="pending"]')].filter(
    (image) => image.closest(islandSelector) === null,
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
