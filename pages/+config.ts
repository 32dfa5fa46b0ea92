import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // Served by runtime/server/favicon.ts.
  favicon: '/favicon.svg',
  // Islands (README "Architecture"): the server renders every page; the browser runs only the islands'
  // code (+onRenderClient.tsx), so the page and its layout never reach the browser, and every navigation
  // is a page the server renders.
  clientRouting: false,
  // A page whose Page is server-only counts as HTML-only to Vike; its islands need the client hook.
  clientHooks: true,
  meta: {
    Page: { env: { server: true, client: false } },
    Layout: { env: { server: true, client: false } },
  },
  // Request-level fields the server sets (runtime/page-context.ts). `api` and `backendFailure` are
  // server-only and must never be listed here.
  passToClient: ['site', 'sites', 'lang', 'siteHosts', 'siteOrigins', 'siteSettings', 'shell', 'i18n'],
} satisfies Config
