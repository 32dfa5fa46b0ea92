import type { ConsultBannerBlock } from '../../schemas/blocks.gen'
import { CONSULT_JUMP, JumpButton } from '../../ui/jump-button'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import consultBannerCss from './consult-banner.css?inline'

// Rendered by the block so they arrive with the server HTML (see runtime/blocks/stylesheets.tsx).
const stylesheets = [consultBannerCss]

/** Business-consulting call to action: its jump target's button, or the default consult form. */
export function ConsultBanner({ title, desc, image, mobileImage, jump }: ConsultBannerBlock) {
  const t = useT()
  return (
    <section className="consult-banner">
      <Stylesheets css={stylesheets} />
      {image && <Image className="consult-banner__image" src={image} mobileSrc={mobileImage} alt="" size="banner" />}
      <div className="consult-banner__content">
        <h2 className="consult-banner__title">{title}</h2>
        {desc && <p className="consult-banner__desc">{desc}</p>}
        <JumpButton jump={jump ?? CONSULT_JUMP} fallbackLabel={t('blocks.consult.button')} variant="light" />
      </div>
    </section>
  )
}
