import { useId, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { usePageContext } from 'vike-react/usePageContext'
import { StylesheetSinkContext, Stylesheets, type StylesheetSink } from '../blocks/stylesheets'
import { HYDRATION_TRIGGER_ATTRIBUTE, type HydrationTrigger } from './hydration-trigger'
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  isPlainIsland,
  serializeIslandProps,
} from './island-data'
import { recordingI18n } from './island-strings'
// The engine's fields of the page context (i18n, the islands' bookkeeping).
import type {} from '../page-context'
import { IslandTree } from './island-tree'

type IslandProps = {
  /** Which island this is: the browser looks the name up to load its component (runtime/islands/hydrate.tsx). */
  name: string
  /** What the browser needs to render `children` again, serialised beside the HTML. */
  props: unknown
  /** The island's content, built from `props` exactly as the browser builds it. */
  children: ReactElement
  /** When the browser hydrates it (runtime/islands/hydration-trigger.ts). */
  when: HydrationTrigger
  /** It wakes as the page starts (near the top, or `load`): its code is preloaded with the page (pages/+onRenderHtml.tsx). */
  preload?: boolean
  /**
   * The wrapper's own attributes when it is an element of the layout (a block's `<div class="block">`);
   * without them the wrapper is a `.island` that takes no part in the layout.
   */
  wrapper?: { className: string } & Record<`data-${string}`, string>
}

/**
 * Server only: a part of the page the browser takes over. A React island's content is rendered as a root
 * of its own (the same root `hydrateRoot` makes of it in the browser, with the same `useId` prefix), so the
 * server HTML is exactly what the island's hydration expects; the rest of the page is HTML only. The
 * island's styles are lifted out of its HTML into the page's. A plain island's content is the page's own.
 */
export function Island({
  name,
  props,
  children,
  when,
  preload = false,
  wrapper = { className: 'island' },
}: IslandProps) {
  const pageContext = usePageContext()
  if (preload) (pageContext.islandPreloads ??= new Set()).add(name)
  const id = `i${useId().replace(/[^\w-]/g, '')}-`
  const islandAttributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_ID_ATTRIBUTE]: id, [HYDRATION_TRIGGER_ATTRIBUTE]: when }
  const propsScript = (
    <script
      type="application/json"
      {...{ [ISLAND_PROPS_ATTRIBUTE]: id }}
      dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }}
    />
  )
  // A plain island is never hydrated: its content renders with the page, needing no root of its own, and
  // its words are all in its HTML, so the browser needs none of the language pack for it.
  if (isPlainIsland(name)) {
    return (
      <>
        <div {...wrapper} {...islandAttributes}>
          {children}
        </div>
        {propsScript}
      </>
    )
  }
  const islandContext = recordingIslandStrings(pageContext)
  const styles: StylesheetSink = new Map()
  const html = renderToString(
    <StylesheetSinkContext.Provider value={styles}>
      <IslandTree pageContext={islandContext}>{children}</IslandTree>
    </StylesheetSinkContext.Provider>,
    { identifierPrefix: id },
  )
  return (
    <>
      <Stylesheets css={[...styles].filter(([, p]) => p === 'shell').map(([text]) => text)} precedence="shell" />
      <Stylesheets css={[...styles].filter(([, p]) => p === 'blocks').map(([text]) => text)} />
      <div {...wrapper} {...islandAttributes} dangerouslySetInnerHTML={{ __html: html }} />
      {propsScript}
    </>
  )
}

/**
 * The page context an island renders with on the server: the page's, with its interface strings noting
 * the keys the island reads (`pageContext.islandStrings`), so the browser gets those and not the whole
 * language pack (pages/island-page-context.ts).
 */
function recordingIslandStrings(pageContext: PageContext): PageContext {
  const used = (pageContext.islandStrings ??= new Set())
  const i18n = recordingI18n(pageContext.i18n, used)
  // A proxy, not a copy: Vike's page context has getters that must not all be read.
  return new Proxy(pageContext, {
    get: (target, key, receiver) => (key === 'i18n' ? i18n : Reflect.get(target, key, receiver)),
  })
}
