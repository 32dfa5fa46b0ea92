import type { BannerBlock } from '../../schemas/blocks.gen'
import { useBlockIndex, useIsNearTop } from '../../runtime/blocks/block-index'
import { JumpButton } from '../../ui/jump-button'
import { staticSlideThemeAttributes } from '../../ui/static-slide-theme'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import bannerCss from './banner.css?inline'

// Rendered by the block so they arrive with the server HTML (see runtime/blocks/stylesheets.tsx).
const stylesheets = [bannerCss]

/** One static banner (HTML only: its tone and button work through the page's client code) (SPEC §9: 450 px desktop, 300 px mobile); text theme from the image at every width; without an image, the plain banner background (issue 21). */
export function Banner({ title, desc, image, mobileImage, jump }: BannerBlock) {
  const t = useT()
  const isTopBlock = useBlockIndex() === 0
  // The first image of a banner in the first screen loads at once (LCP), not lazily.
  const nearTop = useIsNearTop()
  const Heading = isTopBlock ? 'h1' : 'h2'
  return (
    <section
      className={image ? 'banner' : 'banner banner--plain'}
      {...staticSlideThemeAttributes({ image, mobileImage }, { isTopBlock, textOnPhones: true })}
    >
      <Stylesheets css={stylesheets} />
      {image && (
        <Image className="banner__image" src={image} mobileSrc={mobileImage} alt="" size="banner" priority={nearTop} />
      )}
      <div className="banner__content">
        <Heading className="banner__title">{title}</Heading>
        {desc && <p className="banner__desc">{desc}</p>}
        {jump && <JumpButton jump={jump} fallbackLabel={t('blocks.consult.button')} />}
      </div>
    </section>
  )
}
