import { announceContentReplaced } from '../../runtime/islands/content-replaced'
import { readIslandPageContext } from '../../runtime/islands/island-page-context'
import type { DraftProblem } from './draft-api'

/**
 * Live preview (issue 23, docs/editors.md "Previews"), the site's side. A CMS shows a preview URL in an iframe and
 * posts the draft of its main item, the same JSON as the backend's detail answer:
 *
 *   frame.contentWindow.postMessage({ type: 'site:preview-draft', draft }, siteOrigin)
 *
 * The page accepts it only from its parent window and from an origin in PREVIEW_ALLOWED_ORIGINS, has the
 * server render the page from it (`POST /api/preview/render`), and swaps its main content for the result.
 * It tells the CMS `site:preview-ready` once it listens (when the browser names the framing page's origin),
 * and `site:preview-rendered` after each draft, with the fields the site left out or could not use.
 */
export const DRAFT_MESSAGE = 'site:preview-draft'
export const READY_MESSAGE = 'site:preview-ready'
export const RENDERED_MESSAGE = 'site:preview-rendered'

export type LiveStatus =
  | { kind: 'listening' }
  | { kind: 'updating' }
  | { kind: 'updated'; problems: DraftProblem[] }
  | { kind: 'failed'; reason: string; problems: DraftProblem[] }

interface RenderAnswer {
  html?: string
  problems?: DraftProblem[]
  message?: string
}

/** Starts listening for drafts; returns the function that stops. */
export function startLivePreview(origins: readonly string[], onStatus: (status: LiveStatus) => void): () => void {
  const parent = window.parent
  if (parent === window || origins.length === 0) return () => {}
  // The CMS the page is in, when the browser tells (a message to another origin would be an error).
  let cmsOrigin: string | undefined = [embedderOrigin()].find((origin) => origin && origins.includes(origin))
  let latest: unknown
  let rendering = false
  let pending = false

  // Drafts arrive as fast as an editor types: one render at a time, then the latest draft that came meanwhile.
  async function renderLatest(): Promise<void> {
    if (rendering) {
      pending = true
      return
    }
    rendering = true
    onStatus({ kind: 'updating' })
    const status = await renderDraft(latest)
    onStatus(status)
    const problems = status.kind === 'updated' || status.kind === 'failed' ? status.problems : []
    tell({ type: RENDERED_MESSAGE, ok: status.kind === 'updated', problems })
    rendering = false
    if (pending) {
      pending = false
      void renderLatest()
    }
  }

  function tell(message: Record<string, unknown>): void {
    if (cmsOrigin) parent.postMessage(message, cmsOrigin)
  }

  function onMessage(event: MessageEvent): void {
    if (event.source !== parent || !origins.includes(event.origin)) return
    const data = event.data as { type?: unknown; draft?: unknown } | null
    if (!data || data.type !== DRAFT_MESSAGE || !('draft' in data)) return
    cmsOrigin = event.origin
    latest = data.draft
    void renderLatest()
  }

  window.addEventListener('message', onMessage)
  onStatus({ kind: 'listening' })
  tell({ type: READY_MESSAGE, path: window.location.pathname })
  return () => window.removeEventListener('message', onMessage)
}

/** The origin of the page this one is framed by: `ancestorOrigins` (Chromium, Safari), else the referrer's. */
function embedderOrigin(): string | undefined {
  const ancestor = window.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

async function renderDraft(draft: unknown): Promise<LiveStatus> {
  let answer: RenderAnswer
  let status: number
  try {
    const response = await fetch('/api/preview/render', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: window.location.pathname + window.location.search, draft }),
      credentials: 'same-origin',
    })
    status = response.status
    answer = (await response.json()) as RenderAnswer
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error), problems: [] }
  }
  const problems = answer.problems ?? []
  if (status !== 200 || !answer.html) return { kind: 'failed', reason: answer.message ?? `HTTP ${status}`, problems }
  return replaceMain(answer.html)
    ? { kind: 'updated', problems }
    : { kind: 'failed', reason: 'no main content', problems }
}

/** Swaps the page's main content (and title) for the rendered page's; false when either has none. */
function replaceMain(html: string): boolean {
  const rendered = new DOMParser().parseFromString(html, 'text/html')
  const next = rendered.querySelector<HTMLElement>('main#main')
  const current = document.querySelector<HTMLElement>('main#main')
  if (!next || !current) return false
  // DOMParser parses with scripting off, so `<noscript>` content is markup there; imported into this page
  // it would show (a list card's cover twice) or apply (the form page's no-script style hides its modal).
  for (const fallback of next.querySelectorAll('noscript')) fallback.remove()
  adoptStyles(rendered)
  current.replaceChildren(...[...next.childNodes].map((node) => document.importNode(node, true)))
  if (rendered.title) document.title = rendered.title
  announceContentReplaced({ root: current, pageContext: readIslandPageContext(rendered) })
  return true
}

/** The rendered page's stylesheets this page lacks (a block the draft added brings its own). */
function adoptStyles(rendered: Document): void {
  const have = new Set(
    [...document.head.querySelectorAll('style, link[rel="stylesheet"]')].map((node) => node.outerHTML),
  )
  for (const node of rendered.head.querySelectorAll('style, link[rel="stylesheet"]')) {
    if (!have.has(node.outerHTML)) document.head.append(document.importNode(node, true))
  }
}
