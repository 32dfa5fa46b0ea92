import { Readable } from 'node:stream'
import { StrictMode, type ComponentType, type ReactNode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { preloadPageBlocks } from '../blocks/renderer'
import { afterThisTurn } from '../runtime/server/after-this-turn'
import { islandPageContextScript } from '../runtime/islands/island-page-context'
import { modulePreloadLinks } from '../runtime/islands/island-preloads'
import { SITE_FOOTER_ID } from '../site/shell/SiteFooter'
import { islandPreloadModules } from './island-modules'
import { shrinkPageContextForIslands } from './island-page-context'

/**
 * The document of every page, in two parts (issue 26, first byte): the head, made from the page's data
 * alone and sent as soon as that data is in, then the body, rendered once the server has sent the head
 * (`pageContext.bodyRender`, runtime/server/renderer.ts). vike-react's own hook renders the body
 * first and builds the head after it; this one keeps its head settings (`+title`, `+description`,
 * `+image`, `+lang`, `+Head`, the viewport and favicon) and its page element (the page in its layouts, in
 * vike-react's page context provider), so `usePageContext` and `useData` work as before.
 */
export default async function onRenderHtml(pageContext: PageContextServer) {
  // The blocks' modules, loaded before the render: no Suspense fallback in the HTML.
  await preloadPageBlocks(pageContext)
  const lang = headSetting(pageContext.config.lang, pageContext) ?? 'en'
  const body = Readable.from(bodyAfterHead(pageContext), { objectMode: false })
  return {
    documentHtml: escapeInject`<!DOCTYPE html>
    <html lang="${lang}">
      <head>
        <meta charset="UTF-8" />
        ${dangerouslySkipEscape(headHtml(pageContext))}
      </head>
      <body>
        ${body}
      </body>
    </html>`,
    // The head leaves before the body exists; Vike would otherwise hold it until the body's first chunk.
    pageContext: { enableEagerStreaming: true },
  }
}

/**
 * The page's body: the module preloads of the islands it wakes at once, its HTML in the root element and
 * the islands' page context, all known only once the page has rendered.
 */
async function* bodyAfterHead(pageContext: PageContextServer): AsyncGenerator<string> {
  const { bodyRender } = pageContext
  await (bodyRender?.start ?? afterThisTurn())
  let html: string
  try {
    html = renderToString(pageElement(pageContext))
  } catch (error) {
    if (bodyRender) bodyRender.failure = { error }
    throw error
  }
  const preloads = modulePreloadLinks(islandPreloadModules(pageContext.islandPreloads ?? []))
  shrinkPageContextForIslands(pageContext)
  // The preloads first: the parser meets them before the page's HTML, as it did in the head.
  yield `${preloads}<div id="root">${html}</div>\n${islandPageContextScript(pageContext)}`
}

/** The page in its layouts, in vike-react's page context provider (as vike-react renders it). */
function pageElement(pageContext: PageContextServer): ReactNode {
  const Page = pageContext.Page as ComponentType | undefined
  let page: ReactNode = Page ? <Page /> : null
  const layouts = (pageContext.config.Layout ?? []) as ComponentType<{ children: ReactNode }>[]
  for (const Layout of layouts) page = <Layout>{page}</Layout>
  return (
    <StrictMode>
      <VikeReactProviderPageContext pageContext={pageContext}>{page}</VikeReactProviderPageContext>
    </StrictMode>
  )
}

/**
 * The first paint waits until the parser has read the whole of `main`, that is until it meets the footer
 * after it (issue 26, no long task on arrival). The body arrives in one piece, but the parser stops
 * part-way to let a frame through: the header and the first blocks were painted, and the whole page was
 * laid out again in one long task just after that first paint. Held until the footer, the page is laid
 * out once, for a first paint that shows it whole. `rel="expect"` lets rendering go on as soon as the
 * element is inserted, so the link names the footer rather than `main`. A browser without it paints as
 * before; a page without the footer (the block workbench's) paints once its document is parsed.
 */
const FIRST_PAINT_WAITS_FOR_MAIN = `<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render">`

/** The head's tags, in vike-react's order and spelling. */
function headHtml(pageContext: PageContextServer): string {
  const title = headSetting(pageContext.config.title, pageContext)
  const description = headSetting(pageContext.config.description, pageContext)
  const image = headSetting(pageContext.config.image, pageContext)
  const favicon = headSetting(pageContext.config.favicon, pageContext)
  const heads = (pageContext.config.Head ?? []) as ComponentType[]
  return [
    title ? `<title>${escapeHtml(title)}</title><meta property="og:title" content="${escapeHtml(title)}" />` : '',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    FIRST_PAINT_WAITS_FOR_MAIN,
    heads
      .map((Head) =>
        renderToStaticMarkup(
          <StrictMode>
            <VikeReactProviderPageContext pageContext={pageContext}>
              <Head />
            </VikeReactProviderPageContext>
          </StrictMode>,
        ),
      )
      .join('\n'),
    favicon ? `<link rel="icon" href="${escapeHtml(favicon)}" />` : '',
    description
      ? `<meta name="description" content="${escapeHtml(description)}" /><meta property="og:description" content="${escapeHtml(description)}" />`
      : '',
    image
      ? `<meta property="og:image" content="${escapeHtml(image)}"><meta name="twitter:card" content="summary_large_image">`
      : '',
  ]
    .filter((tag) => tag !== '')
    .join('\n    ')
}

/** A head setting given as a value or as a function of the page context (vike-react's settings). */
function headSetting<T>(
  setting: T | ((pageContext: PageContextServer) => T) | null | undefined,
  pageContext: PageContextServer,
): T | undefined {
  const value = typeof setting === 'function' ? (setting as (context: PageContextServer) => T)(pageContext) : setting
  return value ?? undefined
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
