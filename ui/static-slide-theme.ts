import { reportBannerTheme } from '../runtime/shell/header-look'
import { DESKTOP_QUERY } from '../runtime/media/breakpoints'
import { imageTone } from '../runtime/media/image-tone'

type Slide = { image: string; mobileImage?: string }

/**
 * `useSlideTheme` for a banner that is HTML only (not an island): the block writes its image and role in
 * these attributes, and the page's client code (`applyStaticSlideThemes`) measures the image, sets the
 * block's `data-text-tone` and reports the tone to the header, as the hook does in an island.
 */
export function staticSlideThemeAttributes(
  slide: Slide,
  { isTopBlock, textOnPhones }: { isTopBlock: boolean; textOnPhones: boolean },
): Record<string, string | undefined> {
  return {
    'data-tone-image': slide.image,
    'data-tone-mobile-image': slide.mobileImage || undefined,
    'data-tone-text-on-phones': textOnPhones ? 'true' : undefined,
    'data-tone-reports-header': isTopBlock ? 'true' : undefined,
  }
}

/** Measures every static banner outside an island and applies its tone (SPEC §2 Navigation behaviour). */
export function applyStaticSlideThemes(root: ParentNode, islandSelector: string): void {
  const isDesktop = window.matchMedia(DESKTOP_QUERY).matches
  for (const element of root.querySelectorAll<HTMLElement>('[data-tone-image]')) {
    if (element.closest(islandSelector)) continue
    const image = element.dataset.toneImage ?? ''
    const url = isDesktop ? image : element.dataset.toneMobileImage || image
    const textFollows = isDesktop || element.dataset.toneTextOnPhones === 'true'
    const reportsHeader = element.dataset.toneReportsHeader === 'true'
    if (!url || !(textFollows || reportsHeader)) continue
    imageTone(url).then(
      (tone) => {
        if (textFollows) element.dataset.textTone = tone
        if (reportsHeader) reportBannerTheme(tone)
      },
      (error: unknown) => console.warn(`Banner image tone unavailable (${url}):`, error),
    )
  }
}
