import type { ProductShowcaseBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { JumpButton } from '../../ui/jump-button'
import { useT } from '../../site/i18n'
import productShowcaseCss from './product-showcase.css?inline'
import { CoverImage } from '../../ui/cover-image'

// The block's own styles; BlockSection delivers them with the server HTML.
const stylesheets = [productShowcaseCss]

/** Product showcase (home PRODUCT module): one card per product with image, text and its button. */
export function ProductShowcase({ title, desc, items }: ProductShowcaseBlock) {
  const t = useT()
  return (
    <BlockSection className="product-showcase" css={stylesheets} heading={{ title, desc }}>
      <ul className="product-showcase__grid">
        {items.map((item) => (
          <li key={item.id} className="product-showcase__card">
            <CoverImage
              className="product-showcase__image"
              src={item.image}
              mobileSrc={item.mobileImage}
              size="cover"
            />
            <div className="product-showcase__text">
              <h3>{item.title}</h3>
              {item.desc && <p>{item.desc}</p>}
              {item.jump && (
                <JumpButton jump={item.jump} fallbackLabel={t('blocks.product.learnMore')} variant="ghost" />
              )}
            </div>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
