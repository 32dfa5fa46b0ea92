import type { CustomerWallBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import { Globe } from './globe'
import customerWallCss from './customer-wall.css?inline'

const LOGO_SIZE = { width: 200, height: 80 }

// The block's own styles; BlockSection delivers them with the server HTML.
const stylesheets = [customerWallCss]

/**
 * Customer wall (home Example module): a globe and a logo wall. SPEC §9 columns (6 at 1400+, 5 at 1200+,
 * 4 at 900+, 3 otherwise, 2 below 375) and rows (2 desktop, 4 mobile) are CSS, so the server's HTML is
 * already laid out; logos beyond columns × rows stay hidden.
 */
export function CustomerWall({ title, desc, logos, moreHref }: CustomerWallBlock) {
  const t = useT()
  return (
    <BlockSection className="customer-wall" css={stylesheets} heading={{ title, desc }}>
      <div className="customer-wall__body">
        <Globe label={t('blocks.customerWall.globe')} />
        <ul className="customer-wall__logos">
          {logos.map((logo) => (
            <li key={logo.id} className="customer-wall__logo" title={logo.name}>
              <Image src={logo.logo} alt={logo.name} size={LOGO_SIZE} />
            </li>
          ))}
        </ul>
      </div>
      {moreHref && (
        <div className="customer-wall__more">
          <a className="block-link" href={moreHref}>
            {t('blocks.customerWall.more')} →
          </a>
        </div>
      )}
    </BlockSection>
  )
}
