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

/** Renders a page from its `pageContextInit`; `null` when nothing could be rendered at all. */
export type PageRenderer = (pageContextInit: PageContextInit) => Promise<RenderedPage | null>

export type PageContextInit = {
  urlOriginal: string
  headersOriginal: Headers
} & Record<string, unknown>

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

/** Vike's `renderPage` (SSR with vike-react; also answers client navigation's `.pageContext.json`). */
export const vikeRenderer =
  ({ statusOfError }: VikeRendererOptions): PageRenderer =>
  async (pageContextInit) => {
    const { renderPage } = await import('vike/server')
    const routeFlags: RouteFlags = { preview: false }
    // The guards get a copy of this page context, but the flags object itself is shared with them.
    const pageContext = await renderPage({ ...pageContextInit, routeFlags })
    const { httpResponse } = pageContext
    if (!httpResponse) return null
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
    return {
      status,
      pageStatus,
      preview: routeFlags.preview,
      headers: httpResponse.headers,
      body: await httpResponse.getBody(),
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
