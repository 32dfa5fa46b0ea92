import type { ProductDirectoryBlock } from '../../schemas/blocks.gen'
import { SideAnchors } from '../../ui/side-anchors'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../../site/i18n'
import blockUiCss from '../../ui/block-ui.css?inline'
import productDirectoryCss from './product-directory.css?inline'

// Rendered by the block so they arrive with the server HTML (see runtime/blocks/stylesheets.tsx).
const stylesheets = [blockUiCss, productDirectoryCss]

/** SPEC §2 /product: the products of every category, with a side anchor list of the categories. */
export function ProductDirectory({ title, desc, groups }: ProductDirectoryBlock) {
  const t = useT()
  const anchors = groups.map((group) => ({ id: group.anchor, label: group.title }))
  return (
    <section className="block-section product-directory">
      <Stylesheets css={stylesheets} />
      <div className="block-container">
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
      </div>
    </section>
  )
}
