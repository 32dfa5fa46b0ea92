import { useId, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { usePageContext } from 'vike-react/usePageContext'
import { StylesheetSinkContext, Stylesheets, type StylesheetSink } from '../blocks/stylesheets'
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, serializeIslandProps } from './island-data'
import { IslandTree } from './island-tree'

type IslandProps = {
  /** Which island this is: the browser looks the name up to load its component (runtime/islands/hydrate.tsx). */
  name: string
  /** What the browser needs to render `children` again, serialised beside the HTML. */
  props: unknown
  /** The island's content, built from `props` exactly as the browser builds it. */
  children: ReactElement
}

/**
 * Server only: a part of the page the browser takes over. Its content is rendered as a root of its own
 * (the same root `hydrateRoot` makes of it in the browser, with the same `useId` prefix), so the server
 * HTML is exactly what the island's hydration expects; the rest of the page is HTML only. The island's
 * styles are lifted out of its HTML into the page's.
 */
export function Island({ name, props, children }: IslandProps) {
  const pageContext = usePageContext()
  const id = `i${useId().replace(/[^\w-]/g, '')}-`
  const styles: StylesheetSink = new Map()
  const html = renderToString(
    <StylesheetSinkContext.Provider value={styles}>
      <IslandTree pageContext={pageContext}>{children}</IslandTree>
    </StylesheetSinkContext.Provider>,
    { identifierPrefix: id },
  )
  const islandAttributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_ID_ATTRIBUTE]: id }
  const propsAttributes = { [ISLAND_PROPS_ATTRIBUTE]: id }
  return (
    <>
      <Stylesheets css={[...styles].filter(([, p]) => p === 'shell').map(([text]) => text)} precedence="shell" />
      <Stylesheets css={[...styles].filter(([, p]) => p === 'blocks').map(([text]) => text)} />
      <div className="island" {...islandAttributes} dangerouslySetInnerHTML={{ __html: html }} />
      <script
        type="application/json"
        {...propsAttributes}
        dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }}
      />
    </>
  )
}
