import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cachedSharedCalls, createApi } from '../../site/api'
import { answerValidator } from '../../site/api/validate'
import { readConfig } from '../../site/server/config'
import { createRequestPageContext } from '../../site/server/page-context-init'
import { inProcessTransport } from '../../site/server/transport'
import { createContentApi } from '../../content/index'
import { recordingLogger, testApp } from './server-fixtures'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'

// docs/architecture.md "Running": without API_BASE_URL the embedded content API answers /api/internal/* for the
// browser and the server's own calls go to it in-process (no network, no port).

function embedded() {
  const contentApi = createContentApi({ dbPath: join(mkdtempSync(join(tmpdir(), 'server-embedded-')), 'forms.sqlite') })
  const api = cachedSharedCalls(createApi(inProcessTransport(contentApi), { validator: answerValidator }), 30_000)
  return { contentApi, api }
}

describe('embedded content API', () => {
  it('answers the browser at /api/internal', async () => {
    const { contentApi, api } = embedded()
    const { app } = testApp({ contentApi, api })
    const response = await app.request('http://localhost:3000/api/internal/site/list')
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer.code).toBe('200')
    expect(answer.data.map((site: { mark: string }) => site.mark)).toEqual(['cn', 'en'])
  })

  it('gives pages the site, language pack and shell of each host in-process', async () => {
    const { api } = embedded()
    const { siteHosts, siteOrigins } = readConfig({})
    const deps = { api, siteHosts, siteOrigins, siteSettings: DEMO_SITE_SETTINGS, logger: recordingLogger() }
    const cn = await createRequestPageContext('localhost:3000', deps)
    const en = await createRequestPageContext('en.localhost:3000', deps)
    expect([cn.site.mark, cn.lang, en.site.mark, en.lang]).toEqual(['cn', 'zh', 'en', 'en'])
    expect(cn.backendFailure).toBeUndefined()
    expect(cn.shell.navigation.length).toBeGreaterThan(0)
    expect(en.shell.footer).not.toBeNull()
    expect(cn.i18n.resources['common.siteName']).not.toBe(en.i18n.resources['common.siteName'])
    expect(deps.logger.messages).toEqual([])
  })
})
