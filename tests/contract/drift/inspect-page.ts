import type { Outcome, PageKind } from './expectations'

/** A page as the site server answered it, with what the server logged meanwhile. */
export interface PageAnswer {
  status: number
  contentType: string
  body: string
  log: string
}

const hasTestId = (body: string, id: string) => body.includes(`data-testid="${id}"`)

/** Which page the answer shows. */
export function pageKindOf(answer: PageAnswer): PageKind {
  if (hasTestId(answer.body, 'not-found')) return 'not-found'
  if (hasTestId(answer.body, 'page-error')) return 'error'
  return 'page'
}

export const outcomeOf = (answer: PageAnswer): Outcome => ({ status: answer.status, page: pageKindOf(answer) })

// A stack frame (`    at render (file.js:1:2)`) or an error dump (`TypeError: x is not a function`).
// The frame may sit anywhere: in a <pre>, or escaped inside serialized JSON (`\\n    at …`).
const STACK_FRAME = / {2,}at (?:[\w$.<>[\]]+ )?\(?(?:file:\/\/|node:|\/)[^\s()]*:\d+:\d+\)?/
const ERROR_DUMP = /\b(?:[A-Z][A-Za-z]*)?Error: /
// What the server log must never show: a crash in the site's own code, not a backend failure it handled.
const CRASH = /\b(?:TypeError|ReferenceError)\b/
// undici reports a refused or dropped connection as `TypeError: fetch failed`: the backend's doing.
const BACKEND_FETCH_FAILURE = /TypeError: fetch failed/

/**
 * What is wrong with an answer whatever the backend did (issue 10 invariants): a stack trace or error
 * dump in the HTML, a bare text error body, an error page that is not the clean page in the host's
 * language (heading, refresh button), a TypeError or ReferenceError in the server log.
 */
export function invariantBreaches(answer: PageAnswer, htmlLang: string): string[] {
  const breaches: string[] = []
  if (!answer.contentType.startsWith('text/html')) {
    breaches.push(`answered ${answer.contentType || 'no content type'}: ${firstLine(answer.body)}`)
  }
  if (/^\s*internal server error\s*$/i.test(answer.body)) breaches.push('bare "Internal server error" body')
  if (STACK_FRAME.test(answer.body)) breaches.push(`stack trace in the HTML: ${matchLine(answer.body, STACK_FRAME)}`)
  if (ERROR_DUMP.test(answer.body)) breaches.push(`error dump in the HTML: ${matchLine(answer.body, ERROR_DUMP)}`)

  const kind = pageKindOf(answer)
  if (kind !== 'page') {
    const lang = /<html[^>]*\blang="([^"]*)"/.exec(answer.body)?.[1]
    if (lang !== htmlLang) breaches.push(`${kind} page in <html lang="${lang ?? ''}">, the site's is "${htmlLang}"`)
    if (!/<h1[^>]*>[^<]*\S[^<]*<\/h1>/.test(answer.body)) breaches.push(`${kind} page without a heading`)
    if (kind === 'error' && !hasTestId(answer.body, 'refresh')) breaches.push('error page without its refresh button')
  }

  const crash = answer.log.split('\n').find((line) => CRASH.test(line) && !BACKEND_FETCH_FAILURE.test(line))
  if (crash !== undefined) breaches.push(`server log: ${crash.trim()}`)
  return breaches
}

const firstLine = (text: string) => (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 120)

function matchLine(text: string, pattern: RegExp): string {
  const match = pattern.exec(text)
  if (!match) return ''
  // HTML may be one long line: show the match with a little context, not the whole line.
  return text
    .slice(Math.max(0, match.index - 40), match.index + 120)
    .replace(/\s+/g, ' ')
    .trim()
}
