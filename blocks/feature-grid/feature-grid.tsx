import type { FeatureGridBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { Image } from '../../runtime/media'
import featureGridCss from './feature-grid.css?inline'

// The block's own styles; BlockSection delivers them with the server HTML.
const stylesheets = [featureGridCss]

type Item = FeatureGridBlock['items'][number]

/** A grid of items: icon (or image card), title and description; an item with href is a link. */
export function FeatureGrid({ title, desc, items, hideItemTitles = false, variant = 'icons' }: FeatureGridBlock) {
  // The items' titles are one level below the grid's own title (h2), or h2 when the grid has none, so a
  // grid right under the page's h1 (the go1688 area's page links) skips no level (issue 13, heading-order).
  const titleLevel = title ? 'h3' : 'h2'
  return (
    <BlockSection className={`feature-grid feature-grid--${variant}`} css={stylesheets} heading={{ title, desc }}>
      <ul className="feature-grid__items" data-count={Math.min(items.length, 4)}>
        {items.map((item) => (
          <li key={item.id} className="feature-grid__item">
            {item.href ? (
              <a className="feature-grid__card feature-grid__card--link" href={item.href}>
                <ItemBody item={item} variant={variant} hideTitle={hideItemTitles} titleLevel={titleLevel} />
              </a>
            ) : (
              <div className="feature-grid__card">
                <ItemBody item={item} variant={variant} hideTitle={hideItemTitles} titleLevel={titleLevel} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}

function ItemBody({
  item,
  variant,
  hideTitle,
  titleLevel: Title,
}: {
  item: Item
  variant: FeatureGridBlock['variant']
  hideTitle: boolean
  titleLevel: 'h2' | 'h3'
}) {
  return (
    <>
      {variant === 'cards' && item.image ? (
        <Image className="feature-grid__image" src={item.image} alt="" size="list" />
      ) : (
        item.icon && <img className="feature-grid__icon" src={item.icon} alt="" width={48} height={48} loading="lazy" />
      )}
      {!hideTitle && <Title className="feature-grid__title">{item.title}</Title>}
      {item.desc && <p className="feature-grid__desc">{item.desc}</p>}
    </>
  )
}
