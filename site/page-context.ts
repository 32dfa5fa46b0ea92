import type { RouteFlags } from '../runtime/server/renderer'
import type { Api } from './api'
import type { SiteHosts } from './hosts'
import type { Lang } from './lang'
import type { SiteSettings } from './settings'
import type { SiteOrigins } from './urls'
import type { CounterpartId } from './seo/sitemap-items'
import type { PreviewBarHolder } from './preview/preview-bar-state'
import type { MissingStrings } from './i18n/server'
import type { BottomNavigation, Site, TopHeaderData, TopNavigationItem } from '../schemas/api.gen'

/** What every page's shell (header, footer, menus) needs, fetched once per request by the server. */
export interface ShellData {
  navigation: TopNavigationItem[]
  header: TopHeaderData[]
  footer: BottomNavigation | null
}

/** Why the server could not prepare a page (backend down or answering non-200 for the site list). */
export interface BackendFailure {
  /** docs/architecture.md "Error semantics": 500 failing, 502 bad answer, 503 unreachable, 504 slow. */
  status: 500 | 502 | 503 | 504
  message: string
}

/** What pages read of the server's configuration (PREVIEW_TOKEN, BLOCK_CATALOGUE): server only. */
export interface ServerPageSettings {
  /** PREVIEW_TOKEN: what a preview asks for (`null`: no token opens one). */
  previewToken: string | null
  /** PREVIEW_SECRET: the key a signed preview link is checked with. */
  previewSecret: string | null
  /**
   * Previews open to anyone: only for the embedded demo content with neither PREVIEW_TOKEN nor
   * PREVIEW_SECRET. In front of a real CMS (API_BASE_URL) a preview without a token or link is 404.
   */
  previewsOpen: boolean
  /** PREVIEW_ALLOWED_ORIGINS: the CMS origins whose drafts a preview's live view accepts (postMessage). */
  previewAllowedOrigins: string[]
  /** An item's id on another site (site/seo/sitemap-items.ts): the preview bar's other-language counterpart. */
  counterpartId: CounterpartId
  /** The block catalogue and workbench answer (always in development; in production with BLOCK_CATALOGUE=1). */
  blockCatalogue: boolean
  /** A missing interface string: `throw` in development, `fallback` to the other language in production. */
  missingStrings?: MissingStrings
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike types its page context by declaration merging into this global namespace
  namespace Vike {
    /** Set by the server for every request (site/server/page-context-init.ts) and passed to the browser. */
    interface PageContext {
      /** The site the request's host selects (SITE_HOSTS); a placeholder with id 0 when the backend failed. */
      site: Site
      /** Every site, in the backend's order (the language switcher shows when there are two or more). */
      sites: Site[]
      lang: Lang
      /** Site mark → host name (no port), as requests are matched. */
      siteHosts: SiteHosts
      /** Site mark → configured origin (SITE_HOSTS, PUBLIC_PROTOCOL): the base of every absolute link. */
      siteOrigins: SiteOrigins
      /** Default forms and the go1688 area's logo and phones (DEFAULT_FORM_IDS, GO1688_LOGO, GO1688_PHONES). */
      siteSettings: SiteSettings
      shell: ShellData
      /** Server only: the preview bar's state, filled in by the preview guard when the request may see it. */
      previewBar?: PreviewBarHolder
      // i18n (its strings) and the islands' bookkeeping are the engine's fields (runtime/page-context.ts).
      /**
       * Server only: the page's `+data` result, kept after `pages/island-page-context.ts` removes `data` so it is
       * not serialised for the browser; the document head (title, description, link previews) still reads it.
       * Read both through `pageDataOf` (site/page-meta.ts).
       */
      renderedData?: unknown
    }
    /** Server-only fields: never in `passToClient`. */
    interface PageContextServer {
      /** The typed backend client, bound to the embedded content API or to API_BASE_URL. */
      api: Api
      /** The configuration pages read on the server (site/server/config.ts), never sent to the browser. */
      serverSettings: ServerPageSettings
      /** Present when the site list could not be loaded; `pages/+guard.ts` turns it into the error page. */
      backendFailure?: BackendFailure
      /** Filled in while Vike renders and read by the server afterwards (runtime/server/renderer.ts). */
      routeFlags: RouteFlags
    }
  }
}

export {}
