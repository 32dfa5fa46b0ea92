import { reportBannerTheme } from '../site/shell/header-look'
import { DESKTOP_QUERY } from '../runtime/media/breakpoints'
import { imageTone, type ImageTone } from '../runtime/media/image-tone'
import { toneSampleUrl } from '../runtime/media/image-url'

type Slide = { image?: string; mobileImage?: string }

/**
 * The tone of a banner without an image (issue 21): its own plain background, the site's navy with white
 * text, so the header over it takes its transparent look with white text, as over a dark picture.
 */
export const PLAIN_BANNER_TONE: ImageTone = 'dark'

/**
 * The tone of a carousel on a phone: its text does not follow the image there (SPEC §2, "carousel text
 * theme … (desktop only)"), it is white on one dark scrim that starts at the very top of the slide, behind
 * the header (blocks/hero-carousel, blocks/solution-explorer; issue 26). The header over it is white too,
 * whatever the image: no light band above the scrim, no seam where it starts.
 */
export const PHONE_SCRIM_TONE: ImageTone = 'dark'

/**
 * The images a slide's tone is read from (server side): thumbnails when an image service is configured
 * (`toneSampleUrl`), so the browser does not fetch a second, whole copy of the banner to measure it.
 */
export function slideToneImages({ image, mobileImage }: Partial<Slide>): Slide {
  const desktop = image ? toneSampleUrl(image) : undefined
  const phone = mobileImage || image ? toneSampleUrl(mobileImage || image || '', 'phone') : undefined
  return { image: desktop, mobileImage: phone !== desktop ? phone : undefined }
}

/**
 * `useSlideTheme` for a banner that is HTML only (not an island): the block writes its image and role in
 * these attributes, and the page's client code (`applyStaticSlideThemes`) measures the image, sets the
 * block's `data-text-tone` and reports the tone to the header, as the hook does in an island.
 */
export function staticSlideThemeAttributes(
  slide: Partial<Slide>,
  { isTopBlock, textOnPhones }: { isTopBlock: boolean; textOnPhones: boolean },
): Record<string, string | undefined> {
  const reportsHeader = isTopBlock ? 'true' : undefined
  // Without an image the banner's tone is known: nothing to measure, only the header to tell.
  if (!slide.image) return { 'data-tone-plain': PLAIN_BANNER_TONE, 'data-tone-reports-header': reportsHeader }
  const tone = slideToneImages(slide)
  return {
    'data-tone-image': tone.image,
    'data-tone-mobile-image': tone.mobileImage,
    'data-tone-text-on-phones': textOnPhones ? 'true' : undefined,
    'data-tone-reports-header': reportsHeader,
  }
}

/** Measures every banner outside the islands `islandSelector` names and applies its tone (SPEC §2 Navigation behaviour). */
export function applyStaticSlideThemes(root: ParentNode, islandSelector: string): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-tone-image], [data-tone-plain]')) {
    if (element.closest(islandSelector)) continue
    if (element.dataset.tonePlain) applyPlainTone(element)
    else applySlideTheme(element)
  }
}

/** A banner on its plain background: its tone, reported to the header when it opens the page. */
function applyPlainTone(element: HTMLElement): void {
  if (element.dataset.toneReportsHeader === 'true') reportBannerTheme(PLAIN_BANNER_TONE)
}

/**
 * Measures the image `element` names in its tone attributes and applies its tone; with `slide`, the
 * element names that slide's images from now on (a carousel that has moved on, ui/carousel/mount-carousel.ts).
 * A slide without an image shows the plain banner background, whose tone is known (issue 21).
 */
export function applySlideTheme(element: HTMLElement, slide?: Slide): void {
  if (slide) {
    if (slide.image) {
      element.dataset.toneImage = slide.image
      delete element.dataset.tonePlain
    } else {
      delete element.dataset.toneImage
      element.dataset.tonePlain = PLAIN_BANNER_TONE
    }
    if (slide.mobileImage) element.dataset.toneMobileImage = slide.mobileImage
    else delete element.dataset.toneMobileImage
  }
  const isDesktop = window.matchMedia(DESKTOP_QUERY).matches
  const textFollows = isDesktop || element.dataset.toneTextOnPhones === 'true'
  const reportsHeader = element.dataset.toneReportsHeader === 'true'
  if (!textFollows) {
    // A carousel on a phone: the scrim sets the tone, the image has nothing to say.
    if (reportsHeader) reportBannerTheme(PHONE_SCRIM_TONE)
    return
  }
  if (!element.dataset.toneImage) {
    element.dataset.textTone = PLAIN_BANNER_TONE
    applyPlainTone(element)
    return
  }
  const url = toneUrl(element, isDesktop)
  if (!url) return
  imageTone(url).then(
    (tone) => {
      // A carousel may have moved on while this image was measured.
      if (toneUrl(element, isDesktop) !== url) return
      element.dataset.textTone = tone
      if (reportsHeader) reportBannerTheme(tone)
    },
    (error: unknown) => console.warn(`Banner image tone unavailable (${url}):`, error),
  )
}

/** The image whose tone applies at this width. */
function toneUrl(element: HTMLElement, isDesktop: boolean): string {
  const image = element.dataset.toneImage ?? ''
  return isDesktop ? image : element.dataset.toneMobileImage || image
}
