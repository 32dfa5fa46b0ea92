import type { DetailBannerBlock } from '../../schemas/blocks.gen'
import { jumpTargetAttributes } from '../../site/actions'
import { useBlockIndex, useIsNearTop } from '../../runtime/blocks/block-index'
import { CONSULT_JUMP, JumpButton } from '../../ui/jump-button'
import { staticSlideThemeAttributes } from '../../ui/static-slide-theme'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import blockUiCss from '../../ui/block-ui.css?inline'
import detailBannerCss from './detail-banner.css?inline'

// Rendered by the block so they arrive with the server HTML (see runtime/blocks/stylesheets.tsx).
const stylesheets = [blockUiCss, detailBannerCss]

type Action = NonNullable<DetailBannerBlock['actions']>[number]

/**
 * Banner of a detail page: background (header and text theme follow its tone, SPEC §2), label, title,
 * description, customer logo, a play button for the video (video modal) and the page's buttons. The
 * first button is primary; a button without a jump target opens the default consult form. HTML only: the
 * page's client code measures the tone and its delegated listener runs the buttons (issue 13). Without an
 * image it is the same banner on its plain branded background (issue 21).
 */
export function DetailBanner({ label, title, desc, image, mobileImage, logo, video, actions = [] }: DetailBannerBlock) {
  const t = useT()
  const isTopBlock = useBlockIndex() === 0
  // The first image of a banner in the first screen loads at once (LCP), not lazily.
  const nearTop = useIsNearTop()
  const Heading = isTopBlock ? 'h1' : 'h2'
  return (
    <section
      className={image ? 'detail-banner' : 'detail-banner detail-banner--plain'}
      data-header-overlay=""
      {...staticSlideThemeAttributes({ image, mobileImage }, { isTopBlock, textOnPhones: true })}
    >
      <Stylesheets css={stylesheets} />
      {image && (
        <Image
          className="detail-banner__image"
          src={image}
          mobileSrc={mobileImage}
          alt=""
          size="banner"
          priority={nearTop}
        />
      )}
      <div className="detail-banner__content">
        {logo && <img className="detail-banner__logo" src={logo} alt="" />}
        {label && <p className="detail-banner__label">{label}</p>}
        <Heading className="detail-banner__title">{title}</Heading>
        {desc && <p className="detail-banner__desc">{desc}</p>}
        {(actions.length > 0 || video) && (
          <div className="detail-banner__actions">
            {actions.map((action, index) => (
              <BannerAction key={index} action={action} variant={index === 0 ? 'primary' : 'light'} />
            ))}
            {video && (
              <button
                type="button"
                className="block-button block-button--light detail-banner__play"
                {...jumpTargetAttributes({ jumpContentType: 'VIDEO', attachmentUrl: video, buttonTitle: title })}
              >
                <span aria-hidden="true">▶</span> {t('products.playVideo')}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  )
}

function BannerAction({ action, variant }: { action: Action; variant: 'primary' | 'light' }) {
  const t = useT()
  const label = t(`products.action.${action.fallback}`)
  // Without a target of its own, the page's default consult form.
  return <JumpButton jump={action.jump ?? CONSULT_JUMP} fallbackLabel={label} variant={variant} />
}
