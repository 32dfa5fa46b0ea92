import { anyFailure, failureStatus, isMissingItem, isUnusableAnswer, orFallback, type Api } from '../api'
import { buildI18nPayload, type I18nOptions } from '../i18n/server'
import type { BackendFailure, ServerPageSettings, ShellData } from '../page-context'
import type { PreviewBarHolder } from '../preview/preview-bar-state'
import { markForHost, resolveSite, type SiteHosts } from '../hosts'
import { langOfMark } from '../lang'
import type { SiteSettings } from '../settings'
import type { SiteOrigins } from '../urls'
import type { LanguagePackEntry, Site } from '../../schemas/api.gen'
import type { Logger } from '../../runtime/server/logger'
import { describeError } from '../../runtime/describe-error'

/** The calls every page needs before it renders (SPEC §7, the shell rows). */
export type ShellApi = Pick<Api, 'siteList' | 'languagePack' | 'topNavigation' | 'topHeader' | 'bottomNavigation'>

/** The request-level fields of `pageContextInit` (besides `urlOriginal` and `headersOriginal`). */
export interface RequestPageContext {
  site: Site
  sites: Site[]
  lang: Vike.PageContext['lang']
  siteHosts: SiteHosts
  siteOrigins: SiteOrigins
  siteSettings: SiteSettings
  shell: ShellData
  i18n: Vike.PageContext['i18n']
  api: Api
  backendFailure?: BackendFailure
  serverSettings: ServerPageSettings
  previewBar: PreviewBarHolder
}

/** What the server knows before a request: the backend client and the configuration pages carry. */
type RequestDeps = {
  api: Api
  siteHosts: SiteHosts
  siteOrigins: SiteOrigins
  siteSettings: SiteSettings
  /** Default: previews open, no block catalogue. */
  serverSettings?: ServerPageSettings
}

const NO_SERVER_SETTINGS: ServerPageSettings = {
  previewToken: null,
  previewSecret: null,
  previewsOpen: false,
  previewAllowedOrigins: [],
  counterpartId: (id) => id,
  blockCatalogue: false,
}

const EMPTY_SHELL: ShellData = { navigation: [], header: [], footer: null }

/**
 * Resolves the request's site and loads what its shell needs, in parallel.
 * - The site list is essential: if it fails (backend down, non-200, invalid) or is empty, the page
 *   context carries `backendFailure` and a placeholder site in the host's language, and the page
 *   renders as the 503 error page.
 * - Navigation, header and footer failures are logged only and leave that part empty (SPEC §8
 *   "Menu fetch failure: logged only"); a failed language pack falls back to the project's own strings.
 */
export async function createRequestPageContext(
  host: string | null | undefined,
  deps: RequestDeps & { logger: Logger },
): Promise<RequestPageContext> {
  const { api, siteHosts, siteOrigins, siteSettings, logger } = deps
  let sites: Site[]
  try {
    sites = await api.siteList()
  } catch (error) {
    // A site list the backend does not have, or cannot give in a usable shape, leaves no site to serve.
    const status = isMissingItem(error) || isUnusableAnswer(error) ? 503 : failureStatus(error)
    logger.error(`[page] site list unavailable, answering ${status}: ${describeError(error)}`)
    return failedContext(host, deps, 'The site list could not be loaded from the content service', status)
  }
  const site = resolveSite(host, sites, siteHosts)
  if (!site) {
    logger.error('[page] the content service lists no sites, answering 503')
    return failedContext(host, deps, 'The content service lists no sites', 503)
  }

  const siteId = site.id
  const [languagePack, navigation, header, footer] = await Promise.all([
    orFallback(
      api.languagePack(siteId),
      [] as LanguagePackEntry[],
      `language pack of site ${siteId}`,
      logger,
      anyFailure,
    ),
    orFallback(api.topNavigation(siteId), [], `top navigation of site ${siteId}`, logger, anyFailure),
    orFallback(api.topHeader(siteId), [], `header data of site ${siteId}`, logger, anyFailure),
    orFallback(api.bottomNavigation(siteId), null, `footer of site ${siteId}`, logger, anyFailure),
  ])
  const lang = langOfMark(site.mark)
  return {
    site,
    sites,
    lang,
    siteHosts,
    siteOrigins,
    siteSettings,
    shell: { navigation, header, footer },
    i18n: buildI18nPayload(lang, languagePack, i18nOptions(deps)),
    api,
    serverSettings: deps.serverSettings ?? NO_SERVER_SETTINGS,
    previewBar: { state: null },
  }
}

/** Development and tests: a missing interface string throws; production falls back (site/i18n/server.ts). */
function i18nOptions(deps: RequestDeps & { logger?: Logger }): I18nOptions {
  const report = deps.logger ? (message: string) => deps.logger?.error(message) : undefined
  return { missing: deps.serverSettings?.missingStrings ?? 'throw', report }
}

function failedContext(
  host: string | null | undefined,
  deps: RequestDeps & { logger: Logger },
  message: string,
  status: BackendFailure['status'],
): RequestPageContext {
  const mark = markForHost(host, deps.siteHosts) ?? Object.keys(deps.siteHosts)[0] ?? 'cn'
  const lang = langOfMark(mark)
  return {
    site: { id: 0, title: '', mark, logo: '' } as Site,
    sites: [],
    lang,
    siteHosts: deps.siteHosts,
    siteOrigins: deps.siteOrigins,
    siteSettings: deps.siteSettings,
    shell: EMPTY_SHELL,
    i18n: buildI18nPayload(lang, null, i18nOptions(deps)),
    api: deps.api,
    backendFailure: { status, message },
    serverSettings: deps.serverSettings ?? NO_SERVER_SETTINGS,
    previewBar: { state: null },
  }
}
