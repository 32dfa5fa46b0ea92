import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // Served by runtime/server/favicon.ts.
  favicon: '/favicon.svg',
  // Request-level fields the server sets (runtime/page-context.ts). `api` and `backendFailure` are
  // server-only and must never be listed here.
  passToClient: ['site', 'sites', 'lang', 'siteHosts', 'siteOrigins', 'siteSettings', 'shell', 'i18n'],
} satisfies Config
