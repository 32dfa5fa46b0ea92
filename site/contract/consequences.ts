import type { ApiCallName } from '../../schemas/api.gen'
import { routesNeeding } from './routes'

/** The calls of the shell (site/server/page-context-init.ts): their failure is logged only (SPEC §8). */
const SHELL_PARTS: Partial<Record<ApiCallName, string>> = {
  languagePack: "pages use the project's own strings",
  topNavigation: 'pages show no top navigation',
  topHeader: 'pages show no header links',
  bottomNavigation: 'pages show no footer',
}

const pageAnswer = (status: number) => (status === 404 ? 'answers 404 (not found)' : `answers ${status}`)

/**
 * What the site does when `call` yields nothing usable, `status` being what a page whose main call it is
 * answers (docs/architecture.md "Error semantics"): every page for the site list, the shell's part for a shell call, the
 * pages that need it, or the section it feeds.
 */
export function failureOutcome(call: ApiCallName, status: number): string {
  // A site list that is missing or unusable leaves the server without sites: unavailable, not "not found".
  if (call === 'siteList') return `every page answers ${status === 404 || status === 502 ? 503 : status}`
  const shell = SHELL_PARTS[call]
  if (shell) return shell
  const routes = routesNeeding(call, status)
  if (routes.length > 0) return `${routes.join(', ')} ${pageAnswer(status)}`
  return 'the section it feeds is left out'
}
