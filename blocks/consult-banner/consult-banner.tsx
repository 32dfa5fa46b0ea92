import type { ConsultBannerBlock } from '../../schemas/blocks.gen'
import { useOpenConsult } from '../../runtime/actions'
import { JumpButton } from '../../ui/jump-button'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../../runtime/i18n'
import { Image } from '../../runtime/media'
import consultBannerCss from './consult-banner.css?url'

// Rendered by the block so they arrive with the server HTML (see runtime/blocks/stylesheets.tsx).
const stylesheets = [consultBannerCss]

/** Business-consulting call to action: its jump target's button, or the default consult form. */
export function ConsultBanner({ title, desc, image, mobileImage, jump }: ConsultBannerBlock) {
  const t = useT()
  const openConsult = useOpenConsult()
  return (
    <section className="consult-banner">
      <Stylesheets hrefs={stylesheets} />
      {image && <Image className="consult-banner__image" src={image} mobileSrc={mobileImage} alt="" size="banner" />}
      <div className="consult-banner__content">
        <h2 className="consult-banner__title">{title}</h2>
        {desc && <p className="consult-banner__desc">{desc}</p>}
        {jump ? (
          <JumpButton jump={jump} fallbackLabel={t('blocks.consult.button')} variant="light" />
        ) : (
          <button type="button" className="block-button block-button--light" onClick={() => openConsult()}>
            {t('blocks.consult.button')}
          </button>
        )}
      </div>
    </section>
  )
}
