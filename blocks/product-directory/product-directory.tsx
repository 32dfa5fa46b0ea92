import type { ProductDirectoryBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { SideAnchors } from '../../ui/side-anchors'
import { useT } from '../../site/i18n'
import productDirectoryCss from './product-directory.css?inline'

// The block's own styles; BlockSection delivers them with the server HTML.
const stylesheets = [productDirectoryCss]

/** SPEC §2 /product: the products of every category, with a side anchor list of the categories. */
export function ProductDirectory({ title, desc, groups }: ProductDirectoryBlock) {
  const t = useT()
  const anchors = groups.map((group) => ({ id: group.anchor, label: group.title }))
  return (
    <BlockSection className="product-directory" css={stylesheets}>
      {title && <h1 className="product-directory__title">{title}</h1>}
      {desc && <p className="product-directory__desc">{desc}</p>}
      <div className="product-directory__layout">
        <SideAnchors anchors={anchors} label={t('products.directory.nav')} />
        <SideAnchors anchors={anchors} label={t('products.directory.nav')} layout="bar" />
        <div className="product-directory__groups">
          {groups.map((group) => (
            <section
              key={group.anchor}
              id={group.anchor}
              className="product-directory__group"
              aria-labelledby={`${group.anchor}-title`}
            >
              <header className="product-directory__group-head">
                <h2 id={`${group.anchor}-title`} className="product-directory__group-title">
                  {group.icon && <img src={group.icon} alt="" width={28} height={28} />}
                  {group.href ? <a href={group.href}>{group.title}</a> : group.title}
                </h2>
                {group.desc && <p className="product-directory__group-desc">{group.desc}</p>}
              </header>
              {group.products.length > 0 && (
                <ul className="product-directory__products">
                  {group.products.map((product) => (
                    <li key={product.id}>
                      <a className="product-directory__product" href={product.href}>
                        <strong>{product.title}</strong>
                        {product.desc && <span>{product.desc}</span>}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </BlockSection>
  )
}
