import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/** A rendered page, fully buffered so the render cache can keep it. */
export interface RenderedPage {
  /** HTTP status of the answer. */
  status: number
  /**
   * Status of the page the answer stands for. Client navigation's `.pageContext.json` answers 200
   * even when it carries the 404 or error page; caching decisions use this one.
   */
  pageStatus: number
  /** Vike routed a preview page (SPEC §6): never cached, never public, whatever the URL looked like. */
  preview: boolean
  headers: [string, string][]
  body: string
}

/**
 * A page whose status, headers and document head are rendered, and whose body is rendered when asked for
 * (issue 26, first byte): the head can leave as soon as the page's data is in, and the body is rendered
 * while it travels.
 */
export interface PageInParts extends Omit<RenderedPage, 'body'> {
  /** The document up to the page's own HTML: doctype, `<head>`, `<body>`. */
  head: string
  /** Renders the rest of the document; call it once (after the head is on its way). */
  rest(): Promise<string>
}

/** A page's status and headers: what is known of it before its body. */
export type PageOutcome = Omit<RenderedPage, 'body'>

/**
 * Renders a page from its `pageContextInit`; `null` when nothing could be rendered at all. Vike's pages
 * come in parts; a renderer may also give the whole page at once.
 */
export type PageRenderer = (pageContextInit: PageContextInit) => Promise<RenderedPage | PageInParts | null>

/** The whole page, its body rendered now if it came in parts. */
export async function wholePage(page: RenderedPage | PageInParts): Promise<RenderedPage> {
  if (!('rest' in page)) return page
  const { head, rest, ...outcome } = page
  return { ...outcome, body: head + (await rest()) }
}

export type PageContextInit = {
  urlOriginal: string
  headersOriginal: Headers
} & Record<string, unknown>

/**
 * Shared by the server's renderer and the page's `+onRenderHtml` (issue 26, first byte): the body
 * renders once `start` resolves, after the document's head has left; a failure to render it is set here,
 * since Vike logs an error in a streamed body and ends the document as if it were whole.
 */
export interface BodyRender {
  start: Promise<void>
  failure?: { error: unknown }
}

/**
 * What Vike's routing found out about a request, told back to the server (set by the application's route
 * guards while Vike renders): Vike's router, not the spelling of the URL, knows which page a request is
 * (`/x/%70review` is the preview `/x/preview`).
 */
export interface RouteFlags {
  /** A preview page was routed (its guard ran, whether or not it let the request through): never cached. */
  preview: boolean
}

export interface VikeRendererOptions {
  /** The HTTP status of a page whose render threw `error` (the application knows its backend's errors). */
  statusOfError(error: unknown): number
}

/**
 * Vike's `renderPage` (SSR with vike-react; also answers client navigation's `.pageContext.json`), in parts:
 * the page's `+onRenderHtml` streams the document's head eagerly and renders the body once
 * `bodyRender.start` resolves, which `rest()` resolves. Any other answer (a redirect) is one part.
 */
export const vikeRenderer =
  ({ statusOfError }: VikeRendererOptions): PageRenderer =>
  async (pageContextInit) => {
    const { renderPage } = await import('vike/server')
    const routeFlags: RouteFlags = { preview: false }
    let startBody = () => {}
    const bodyRender: BodyRender = { start: new Promise<void>((resolve) => (startBody = resolve)) }
    // The hooks get a copy of this page context, but the flags and body objects themselves are shared.
    const pageContext = await renderPage({ ...pageContextInit, routeFlags, bodyRender })
    const { httpResponse } = pageContext
    if (!httpResponse) {
      startBody()
      return null
    }
    const outcome = pageContext as {
      abortStatusCode?: number
      is404?: boolean | null
      errorWhileRendering?: unknown
      backendFailure?: { status: number }
    }
    const pageStatus =
      outcome.backendFailure?.status ??
      outcome.abortStatusCode ??
      (outcome.is404
        ? 404
        : outcome.errorWhileRendering != null
          ? statusOfError(outcome.errorWhileRendering)
          : httpResponse.statusCode)
    // Vike answers every error page 500 (or an abort's own code); docs/architecture.md "Error semantics" tells a
    // failing backend (500), a bad answer (502), an unreachable (503) and a slow one (504) apart. Client
    // navigation's `.pageContext.json` stays 200 as Vike sends it.
    const status = httpResponse.statusCode >= 500 ? pageStatus : httpResponse.statusCode
    const document = await httpResponse.getReadableNodeStream()
    document.setEncoding('utf8')
    const parts = document[Symbol.asyncIterator]() as AsyncIterator<string>
    // Vike writes everything before the body stream at once: the first part is the head.
    const first = await parts.next()
    let rendering: Promise<string> | undefined
    return {
      status,
      pageStatus,
      preview: routeFlags.preview,
      headers: httpResponse.headers,
      head: first.done ? '' : first.value,
      rest: () =>
        (rendering ??= (async () => {
          startBody()
          let body = ''
          for (let part = await parts.next(); !part.done; part = await parts.next()) body += part.value
          if (bodyRender.failure) throw bodyRender.failure.error
          return body
        })()),
    }
  }

/**
 * Registers this project's production build with Vike before the first render. Left to itself Vike
 * finds the build through a file inside node_modules that the most recent `vite build` rewrites, so a
 * build of another checkout sharing node_modules would otherwise be served here.
 */
export async function loadProductionBuild(serverEntry: string): Promise<void> {
  if (!existsSync(serverEntry)) {
    throw new Error(`No production build at ${serverEntry}: run \`npm run build\` (npm start builds when needed)`)
  }
  await import(pathToFileURL(serverEntry).href)
}
