import { useData } from 'vike-react/useData'
import { RenderBlocks } from '../../blocks/renderer'
import { useT } from '../../site/i18n'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import type { CatalogueData } from './+data'
import catalogueCss from './catalogue.css?inline'

/** Every registered block from its examples, each under its type key, and a link to each block's workbench. */
export default function BlockCatalogue() {
  const t = useT()
  const { blocks, entries } = useData<CatalogueData>()
  const types = [...new Set(entries.map((entry) => entry.type))]
  return (
    <main className="block-catalogue">
      <Stylesheets css={[catalogueCss]} />
      <header className="block-catalogue__intro">
        <h1>{t('blocks.catalogue.title')}</h1>
        <p>{t('blocks.catalogue.intro')}</p>
        <nav aria-label={t('blocks.catalogue.title')}>
          <ul className="block-catalogue__index" data-testid="block-index">
            {types.map((type) => (
              <li key={type}>
                <a href={`/blocks/${type}`}>{type}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {blocks.map((descriptor, index) => {
        const { type, example } = entries[index]!
        return (
          <section
            key={descriptor.id}
            className="block-catalogue__entry"
            id={example === null ? type : `${type}-${example}`}
          >
            <h2 className="block-catalogue__label">
              <code>{type}</code>
              {example !== null && <> · {t('blocks.catalogue.example', { name: example })}</>}{' '}
              <a href={`/blocks/${type}`}>{t('blocks.catalogue.open')}</a>
            </h2>
            <RenderBlocks blocks={[descriptor]} route="/blocks" />
          </section>
        )
      })}
    </main>
  )
}
