import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // Served by site/server/favicon.ts.
  favicon: '/favicon.svg',
  // Islands (docs/architecture.md "Architecture"): the server renders every page, and to Vike every page is HTML-only —
  // no client hooks, no client runtime. The browser runs +client.ts, which hydrates the islands itself
  // with the page context +onRenderHtml.tsx writes; every navigation is a page the server renders.
  clientRouting: false,
  clientHooks: false,
  meta: {
    Page: { env: { server: true, client: false } },
    Layout: { env: { server: true, client: false } },
  },
} satisfies Config
