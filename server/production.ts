import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ROUTE_QUERY_PARAMS } from '../pages/route-query-params'
import { loadIslandChunks } from '../runtime/islands/island-preloads'
import { readConfig } from '../site/server/config'
import { blockWorkbenchRoutes } from '../workbench/server'
import { runServerProcess } from '../site/server/process'
import { demoCounterpartId, demoItemKey, demoSiteSettings, embeddedContentApi } from './embedded-content'

/**
 * The production server process, with the embedded content API unless API_BASE_URL names a backend.
 * `npm run build` bundles it into `dist/server/server.mjs` in the same build as the pages
 * (vite.config.ts), so the server and the pages share one copy of every module: an error class thrown
 * on one side is `instanceof` that class on the other. It always serves the build.
 */
// This file runs only as dist/server/server.mjs, two folders below the project root.
const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
loadIslandChunks(join(projectRoot, 'dist/assets.json'))
const config = readConfig({ ...process.env, NODE_ENV: 'production' })
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
