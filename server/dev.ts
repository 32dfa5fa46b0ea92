import { fileURLToPath } from 'node:url'
import { ROUTE_QUERY_PARAMS } from '../pages/route-query-params'
import { readConfig } from '../site/server/config'
import { blockWorkbenchRoutes } from '../workbench/server'
import { runServerProcess } from '../site/server/process'
import { demoCounterpartId, demoItemKey, demoSiteSettings, embeddedContentApi } from './embedded-content'

/**
 * `npm run dev`: the development server (Vite middleware, run from source by tsx), with the embedded
 * content API unless API_BASE_URL names a backend. Production runs the build instead
 * (`production.ts`, bundled with the pages into `dist/server/server.mjs`), so that the server and the
 * pages share one copy of every module.
 */
const config = readConfig()
if (config.production) {
  console.error(
    '[server] NODE_ENV=production: serve the build with `npm start` (or `node dist/server/server.mjs` after `npm run build`)',
  )
  process.exit(1)
}
const projectRoot = fileURLToPath(new URL('../', import.meta.url))
await runServerProcess(config, {
  projectRoot,
  contentApi: embeddedContentApi(projectRoot, {
    timeZone: config.siteSettings.timeZone,
    formDbPath: config.formDbPath,
  }),
  defaultSiteSettings: demoSiteSettings,
  embeddedItemKey: demoItemKey,
  embeddedCounterpartId: demoCounterpartId,
  routeQueryParams: ROUTE_QUERY_PARAMS,
  extraRoutes: config.blockCatalogue
    ? blockWorkbenchRoutes({
        projectRoot,
        production: config.production,
        siteHosts: config.siteHosts,
        siteOrigins: config.siteOrigins,
      })
    : undefined,
})
