import { useData } from 'vike-react/useData'
import type { BlockPageData } from '../../runtime/blocks/blocks-page'
import { RenderBlocks } from '../../blocks/renderer'
import { useT } from '../../runtime/i18n'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import catalogueCss from './catalogue.css?inline'

/** Every registered block from its example props, each under its type key. */
export default function BlockCatalogue() {
  const t = useT()
  const { blocks } = useData<BlockPageData>()
  return (
    <main className="block-catalogue">
      <Stylesheets css={[catalogueCss]} />
      <header className="block-catalogue__intro">
        <h1>{t('blocks.catalogue.title')}</h1>
        <p>{t('blocks.catalogue.intro')}</p>
      </header>
      {blocks.map((descriptor) => (
        <section key={descriptor.id} className="block-catalogue__entry" id={descriptor.type}>
          <h2 className="block-catalogue__label">
            <code>{descriptor.type}</code>
          </h2>
          <RenderBlocks blocks={[descriptor]} route="/blocks" />
        </section>
      ))}
    </main>
  )
}
