/** A rendered page, fully buffered so the render cache can keep it. */
export interface RenderedPage {
  status: number
  headers: [string, string][]
  body: string
}

/** Renders a page from its `pageContextInit`; `null` when nothing could be rendered at all. */
export type PageRenderer = (pageContextInit: PageContextInit) => Promise<RenderedPage | null>

export type PageContextInit = {
  urlOriginal: string
  headersOriginal: Headers
} & Record<string, unknown>

/** Vike's `renderPage` (SSR with vike-react; also answers client navigation's `.pageContext.json`). */
export const renderWithVike: PageRenderer = async (pageContextInit) => {
  const { renderPage } = await import('vike/server')
  const { httpResponse } = await renderPage(pageContextInit)
  if (!httpResponse) return null
  return { status: httpResponse.statusCode, headers: httpResponse.headers, body: await httpResponse.getBody() }
}
