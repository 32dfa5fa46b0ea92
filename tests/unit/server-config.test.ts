import { describe, expect, it } from 'vitest'
import { backendUrl } from '../../site/server/api-url'
import { readConfig } from '../../site/server/config'
import { loadSiteSettings } from '../../site/server/content-api'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'
import { demoSiteSettings } from '../../server/embedded-content'

// The environment the server reads (docs/configuration.md "Configuration").

describe('readConfig', () => {
  it('has defaults for a newcomer', () => {
    expect(readConfig({})).toEqual({
      production: false,
      port: 3000,
      apiBaseUrl: null,
      apiTimeoutMs: 8000,
      apiCacheTtlMs: 30000,
      imageService: { template: null },
      siteHosts: { cn: 'localhost', en: 'en.localhost' },
      publicProtocol: 'http',
      siteOrigins: { cn: 'http://localhost:3000', en: 'http://en.localhost:3000' },
      renderCacheTtlMs: 0,
      renderCacheSwrMs: 60_000,
      renderCacheMaxBytes: 64 * 1024 * 1024,
      staleIfErrorS: 86_400,
      staleStore: { dbPath: 'data/stale-pages.sqlite', maxBytes: 256 * 1024 * 1024 },
      renderConcurrency: 4,
      renderQueue: 64,
      renderQueueWaitMs: 3000,
      pageSMaxAge: 60,
      pageStaleWhileRevalidate: 600,
      trustProxy: false,
      robotsDisallowAll: false,
      blockCatalogue: true,
      previewToken: null,
      previewSecret: null,
      previewAllowedOrigins: [],
      formDbPath: 'data/forms.sqlite',
      supplierSiteUrl: null,
      siteSettings: { timeZone: 'Asia/Shanghai' },
      enquiryRate: { limit: 10, windowMs: 60_000 },
      rateLimitDbPath: 'data/limits.sqlite',
      outbox: { dbPath: 'data/outbox.sqlite', timeoutMs: 30_000, retryBaseMs: 2000, retryMaxMs: 300_000 },
      driftLog: { dbPath: 'data/drift.sqlite', days: 7, maxRows: 10_000 },
      shutdownGraceMs: 10_000,
      metricsToken: null,
      revalidation: { secret: null, peers: [], proxyRefreshUrl: null },
    })
  })

  it('refuses a PREVIEW_SECRET too short to sign preview links, naming the variable (issue 23)', () => {
    expect(() => readConfig({ PREVIEW_SECRET: 'short' })).toThrow('PREVIEW_SECRET: use at least 16 characters')
    expect(readConfig({ PREVIEW_SECRET: '   ' }).previewSecret).toBeNull()
  })

  it('refuses a PREVIEW_ALLOWED_ORIGINS entry that is not an origin, naming it (issue 23)', () => {
    for (const entry of ['cms.example.com', 'https://cms.example.com/editor', 'ftp://cms.example.com', '*']) {
      expect(() => readConfig({ PREVIEW_ALLOWED_ORIGINS: `https://ok.example.com,${entry}` }), entry).toThrow(
        `PREVIEW_ALLOWED_ORIGINS: "${entry}" is not an origin`,
      )
    }
  })

  it('turns the block catalogue and workbench on in development, and in production only with BLOCK_CATALOGUE=1', () => {
    expect(readConfig({ NODE_ENV: 'production' }).blockCatalogue).toBe(false)
    expect(readConfig({ NODE_ENV: 'production', BLOCK_CATALOGUE: '1' }).blockCatalogue).toBe(true)
    expect(readConfig({ NODE_ENV: 'production', BLOCK_CATALOGUE: '0' }).blockCatalogue).toBe(false)
    expect(readConfig({}).blockCatalogue).toBe(true)
  })

  it('caches renders by default in production only', () => {
    expect(readConfig({ NODE_ENV: 'production' }).renderCacheTtlMs).toBe(30_000)
    expect(readConfig({ NODE_ENV: 'production', RENDER_CACHE_TTL_MS: '0' }).renderCacheTtlMs).toBe(0)
  })

  it('links the default demo hosts on PORT (issue 10: npm start on another port)', () => {
    expect(readConfig({ PORT: '4000' }).siteOrigins).toEqual({
      cn: 'http://localhost:4000',
      en: 'http://en.localhost:4000',
    })
    expect(readConfig({ PORT: '4000' }).siteHosts).toEqual({ cn: 'localhost', en: 'en.localhost' })
    expect(readConfig({ PORT: '4000', SITE_HOSTS: 'cn=localhost,en=en.localhost' }).siteOrigins).toEqual({
      cn: 'http://localhost',
      en: 'http://en.localhost',
    })
    expect(readConfig({ PUBLIC_PROTOCOL: ' HTTPS ', SITE_HOSTS: 'cn=localhost:443' }).siteOrigins).toEqual({
      cn: 'https://localhost',
    })
  })

  it('reads every variable', () => {
    const config = readConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      API_BASE_URL: ' https://cms.example.com/ ',
      API_TIMEOUT_MS: '2000',
      API_CACHE_TTL_MS: '0',
      IMAGE_URL_TEMPLATE: ' {src}?x-oss-process=image/resize,m_fill,w_{width},h_{height}/format,{format} ',
      SITE_HOSTS: 'cn=www.example.cn,en=www.example.com:8443',
      PUBLIC_PROTOCOL: 'https',
      RENDER_CACHE_TTL_MS: '1000',
      RENDER_CACHE_SWR_MS: '2000',
      RENDER_CACHE_MAX_MB: '16',
      STALE_IF_ERROR_S: '0',
      STALE_DB_PATH: ' /var/lib/site/stale-pages.sqlite ',
      STALE_STORE_MAX_MB: '32',
      RENDER_CONCURRENCY: '4',
      RENDER_QUEUE: '0',
      RENDER_QUEUE_WAIT_MS: '500',
      PAGE_S_MAXAGE: '120',
      PAGE_STALE_WHILE_REVALIDATE: '3600',
      TRUST_PROXY: 'true',
      ROBOTS_DISALLOW_ALL: '1',
      SUPPLIER_SITE_URL: 'https://supplier.example.com',
      DEFAULT_FORM_IDS: 'cn=11, en=12, go1688=13, go1688.en=15, other=14',
      GO1688_LOGO: 'https://cdn.example.com/go1688.svg',
      GO1688_PHONES: '400-100-2000, +86 21 6000 0000',
      SITE_TIME_ZONE: ' europe/berlin ',
      ENQUIRY_RATE_LIMIT: '3/30',
      RATE_LIMIT_DB_PATH: '/var/lib/site/limits.sqlite',
      OUTBOX_DB_PATH: '/var/lib/site/outbox.sqlite',
      OUTBOX_TIMEOUT_MS: '12000',
      OUTBOX_RETRY_BASE_MS: '500',
      OUTBOX_RETRY_MAX_MS: '60000',
      DRIFT_LOG_PATH: ' /var/lib/site/drift.sqlite ',
      DRIFT_LOG_DAYS: '30',
      DRIFT_LOG_MAX_ROWS: '500',
      SHUTDOWN_GRACE_MS: '4000',
      METRICS_TOKEN: ' t0ken ',
      REVALIDATE_SECRET: ' publish-secret-0123 ',
      REVALIDATE_PEERS: 'http://10.0.0.12:3000',
      PROXY_REFRESH_URL: 'http://127.0.0.1:8080/',
      PREVIEW_TOKEN: ' draft-key ',
      PREVIEW_SECRET: ' a-secret-of-32-characters-long! ',
      PREVIEW_ALLOWED_ORIGINS: 'https://cms.example.com, http://127.0.0.1:4400/',
      FORM_DB_PATH: '/var/lib/site/forms.sqlite',
    })
    expect(config).toEqual({
      production: true,
      port: 8080,
      apiBaseUrl: 'https://cms.example.com/',
      apiTimeoutMs: 2000,
      apiCacheTtlMs: 0,
      imageService: { template: '{src}?x-oss-process=image/resize,m_fill,w_{width},h_{height}/format,{format}' },
      siteHosts: { cn: 'www.example.cn', en: 'www.example.com' },
      publicProtocol: 'https',
      siteOrigins: { cn: 'https://www.example.cn', en: 'https://www.example.com:8443' },
      renderCacheTtlMs: 1000,
      renderCacheSwrMs: 2000,
      renderCacheMaxBytes: 16 * 1024 * 1024,
      staleIfErrorS: 0,
      staleStore: { dbPath: '/var/lib/site/stale-pages.sqlite', maxBytes: 32 * 1024 * 1024 },
      renderConcurrency: 4,
      renderQueue: 0,
      renderQueueWaitMs: 500,
      pageSMaxAge: 120,
      pageStaleWhileRevalidate: 3600,
      trustProxy: true,
      robotsDisallowAll: true,
      blockCatalogue: false,
      previewToken: 'draft-key',
      previewSecret: 'a-secret-of-32-characters-long!',
      previewAllowedOrigins: ['https://cms.example.com', 'http://127.0.0.1:4400'],
      formDbPath: '/var/lib/site/forms.sqlite',
      supplierSiteUrl: 'https://supplier.example.com',
      enquiryRate: { limit: 3, windowMs: 30_000 },
      rateLimitDbPath: '/var/lib/site/limits.sqlite',
      outbox: { dbPath: '/var/lib/site/outbox.sqlite', timeoutMs: 12_000, retryBaseMs: 500, retryMaxMs: 60_000 },
      driftLog: { dbPath: '/var/lib/site/drift.sqlite', days: 30, maxRows: 500 },
      shutdownGraceMs: 4000,
      metricsToken: 't0ken',
      revalidation: {
        secret: 'publish-secret-0123',
        peers: ['http://10.0.0.12:3000'],
        proxyRefreshUrl: 'http://127.0.0.1:8080',
      },
      siteSettings: {
        timeZone: 'Europe/Berlin',
        defaultForms: { byMark: { cn: 11, en: 12 }, go1688: 13, go1688ByMark: { en: 15 }, other: 14 },
        go1688Logo: 'https://cdn.example.com/go1688.svg',
        go1688Phones: ['400-100-2000', '+86 21 6000 0000'],
      },
    })
  })

  it("gives an unlisted site mark the first site's form, and the go1688 area the fallback, when DEFAULT_FORM_IDS leaves them out", () => {
    expect(readConfig({ DEFAULT_FORM_IDS: 'cn=1,en=2,go1688=3' }).siteSettings.defaultForms).toEqual({
      byMark: { cn: 1, en: 2 },
      go1688: 3,
      go1688ByMark: {},
      other: 1,
    })
    expect(readConfig({ DEFAULT_FORM_IDS: 'en=7,other=9' }).siteSettings.defaultForms).toEqual({
      byMark: { en: 7 },
      go1688: 9,
      go1688ByMark: {},
      other: 9,
    })
    expect(readConfig({ GO1688_LOGO: '/files/logo.png' }).siteSettings).toEqual({
      timeZone: 'Asia/Shanghai',
      go1688Logo: '/files/logo.png',
    })
  })

  it.each([
    [{ PORT: 'abc' }, /PORT: "abc" is not a whole number/],
    [{ PORT: '70000' }, /PORT/],
    [{ RENDER_CACHE_TTL_MS: '-1' }, /RENDER_CACHE_TTL_MS/],
    [{ DRIFT_LOG_DAYS: '0' }, /DRIFT_LOG_DAYS: "0" is not a whole number ≥ 1/],
    [{ DRIFT_LOG_MAX_ROWS: 'many' }, /DRIFT_LOG_MAX_ROWS: "many" is not a whole number/],
    [{ API_BASE_URL: 'cms.example.com' }, /API_BASE_URL: "cms.example.com" is not an absolute URL/],
    [{ API_BASE_URL: 'ftp://cms.example.com' }, /must use http or https/],
    [{ SITE_HOSTS: 'cn' }, /SITE_HOSTS/],
    [{ SITE_HOSTS: 'cn=localhost:99999' }, /SITE_HOSTS: entry "cn=localhost:99999" has a port outside/],
    [{ PUBLIC_PROTOCOL: 'ftp' }, /PUBLIC_PROTOCOL: "ftp" is neither "http" nor "https"/],
    [{ DEFAULT_FORM_IDS: 'cn=1,en=two' }, /DEFAULT_FORM_IDS: "en=two" is not "mark=id"/],
    [{ DEFAULT_FORM_IDS: 'cn=0' }, /DEFAULT_FORM_IDS: "cn=0"/],
    [{ DEFAULT_FORM_IDS: 'go1688=3' }, /DEFAULT_FORM_IDS: "go1688=3" names no site's form/],
    [{ DEFAULT_FORM_IDS: 'go1688=3,go1688.en=4' }, /DEFAULT_FORM_IDS: "go1688=3,go1688.en=4" names no site's form/],
    [{ DEFAULT_FORM_IDS: 'cn=1,go1688.=4' }, /DEFAULT_FORM_IDS: "go1688.=4" is not "mark=id" or "go1688.mark=id"/],
    [{ DEFAULT_FORM_IDS: 'cn=1,en.go1688=4' }, /DEFAULT_FORM_IDS: "en.go1688=4" is not "mark=id"/],
    [{ GO1688_LOGO: 'logo.svg' }, /GO1688_LOGO: "logo.svg" is neither a path on this site/],
    [{ GO1688_LOGO: '//evil.example/logo.svg' }, /GO1688_LOGO/],
    [{ GO1688_LOGO: 'javascript:alert(1)' }, /GO1688_LOGO/],
    [{ GO1688_PHONES: '400-800-1688,call us' }, /GO1688_PHONES: "call us" is not a phone number/],
    [{ SITE_TIME_ZONE: 'Mars/Olympus_Mons' }, /SITE_TIME_ZONE: "Mars\/Olympus_Mons" is not an IANA time zone/],
    [{ SITE_TIME_ZONE: '+08:00' }, /SITE_TIME_ZONE: "\+08:00" is not an IANA time zone/],
    [{ IMAGE_URL_TEMPLATE: '?w={width}' }, /IMAGE_URL_TEMPLATE: "\?w=\{width\}" does not name \{src\}/],
    [{ IMAGE_URL_TEMPLATE: '{src}?w={size}' }, /IMAGE_URL_TEMPLATE: unknown placeholder \{size\}/],
  ])('rejects %j clearly', (env, message) => {
    expect(() => readConfig(env)).toThrow(message)
  })
})

describe('loadSiteSettings', () => {
  it("is the demo content's settings with no environment, so the demo needs no setup", async () => {
    expect(await loadSiteSettings(readConfig({}).siteSettings, demoSiteSettings)).toEqual(DEMO_SITE_SETTINGS)
    expect(DEMO_SITE_SETTINGS).toEqual({
      defaultForms: { byMark: { cn: 1, en: 2 }, go1688: 3, go1688ByMark: { cn: 3, en: 4 }, other: 2 },
      go1688: { logo: '/demo-assets/logo-go1688.svg', phones: ['400-800-1688', '021-6188-1688'] },
      timeZone: 'Asia/Shanghai',
    })
  })

  it("docs/configuration.md writes the demo's forms as DEFAULT_FORM_IDS reads them", () => {
    expect(
      readConfig({ DEFAULT_FORM_IDS: 'cn=1,en=2,go1688=3,go1688.cn=3,go1688.en=4,other=2' }).siteSettings.defaultForms,
    ).toEqual(DEMO_SITE_SETTINGS.defaultForms)
  })

  it('refuses to start without settings when there is no demo to fall back on', async () => {
    await expect(loadSiteSettings(readConfig({}).siteSettings, undefined)).rejects.toThrow(/DEFAULT_FORM_IDS/)
  })

  it("takes each setting the environment gives over the demo's", async () => {
    const settings = await loadSiteSettings(
      readConfig({ GO1688_PHONES: '400-100-2000', DEFAULT_FORM_IDS: 'cn=5' }).siteSettings,
      demoSiteSettings,
    )
    expect(settings).toEqual({
      defaultForms: { byMark: { cn: 5 }, go1688: 5, go1688ByMark: {}, other: 5 },
      go1688: { logo: DEMO_SITE_SETTINGS.go1688.logo, phones: ['400-100-2000'] },
      timeZone: 'Asia/Shanghai',
    })
  })
})

describe('backendUrl', () => {
  it.each([
    ['http://127.0.0.1:9000', '/site/list', 'http://127.0.0.1:9000/api/internal/site/list'],
    ['http://127.0.0.1:9000/', '/site/list', 'http://127.0.0.1:9000/api/internal/site/list'],
    ['http://127.0.0.1:9000//', 'site/list', 'http://127.0.0.1:9000/api/internal/site/list'],
    ['https://cms.example.com/gw', '/homepage', 'https://cms.example.com/gw/api/internal/homepage'],
    ['https://cms.example.com/api/internal', '/homepage', 'https://cms.example.com/api/internal/homepage'],
    ['https://cms.example.com/api/internal/', '/a?b=1', 'https://cms.example.com/api/internal/a?b=1'],
  ])('%s + %s → %s', (base, path, expected) => {
    expect(backendUrl(base, path)).toBe(expected)
  })
})
