import { useEffect } from 'react'
import { reportBannerTheme } from '../site/shell/header-look'
import { DESKTOP_QUERY, useImageTone, useMediaQuery, type ImageTone } from '../runtime/media'
import { useBlockIndex } from '../runtime/blocks/block-index'
import { PHONE_SCRIM_TONE, PLAIN_BANNER_TONE } from './static-slide-theme'

type Slide = { image?: string; mobileImage?: string }

/**
 * SPEC §2 Navigation behaviour for a banner or carousel: the tone of the image on screen. A block at the
 * top of the page reports it to the header. A carousel's text theme follows it on desktop only (SPEC:
 * "carousel text theme … (desktop only)"); a single banner's text follows it at every width
 * (`textOnPhones`), so a light banner keeps its light image and dark text on a phone. `null` until
 * measured, and for a carousel on a phone, when the block's default look applies: white text on its scrim,
 * which the header over it follows (`PHONE_SCRIM_TONE`). A slide without an image shows the plain banner
 * background, whose tone is known (`PLAIN_BANNER_TONE`).
 */
export function useSlideTheme(
  slide: Slide | undefined,
  { textOnPhones = false }: { textOnPhones?: boolean } = {},
): { textTone: ImageTone | null } {
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true)
  const isTopBlock = useBlockIndex() === 0
  const plain = slide !== undefined && !slide.image
  const textFollows = isDesktop || textOnPhones
  const url = slide?.image ? (isDesktop ? slide.image : slide.mobileImage || slide.image) : undefined
  const measured = useImageTone(url, textFollows)
  // A carousel on a phone sits under its scrim, whose tone is known (PHONE_SCRIM_TONE).
  const tone = !textFollows ? PHONE_SCRIM_TONE : plain ? PLAIN_BANNER_TONE : measured
  useEffect(() => {
    if (isTopBlock && tone) reportBannerTheme(tone)
  }, [isTopBlock, tone])
  return { textTone: textFollows ? tone : null }
}
