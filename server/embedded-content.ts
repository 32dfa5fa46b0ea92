import { resolve } from 'node:path'
import { DEFAULT_FORM_ID, GO1688_FORM_ID, SITE_ID } from '../content/ids'
import type * as Content from '../content/index'
import type { ContentApiFactory, DefaultSiteSettings } from '../site/server/content-api'
import type { CounterpartId, ItemKey } from '../site/seo/sitemap-items'

/**
 * The embedded content API of content/ for the server (the backend when API_BASE_URL is unset).
 * Imported only when called, so a server pointed at API_BASE_URL never loads the demo content or opens
 * the form database. A relative form database path (FORM_DB_PATH, default `data/forms.sqlite`) is
 * taken from `projectRoot`, wherever the process started. The demo writes its dates in the site's time
 * zone (SITE_TIME_ZONE), as a real backend does, so its "today" is the site's.
 */
export function embeddedContentApi(
  projectRoot: string,
  { timeZone, formDbPath }: { timeZone: string; formDbPath: string },
): ContentApiFactory {
  return async (load) => {
    // The development server loads it through Vite after an edit, so the edited modules are read again.
    const { createContentApi } = load
      ? ((await load(resolve(projectRoot, 'content/index.ts'))) as unknown as typeof Content)
      : await import('../content/index')
    return createContentApi({ dbPath: resolve(projectRoot, formDbPath), timeZone })
  }
}

/** The demo's site settings (content/site-settings.ts), for what DEFAULT_FORM_IDS, GO1688_* leave out. */
export const demoSiteSettings: DefaultSiteSettings = async () =>
  (await import('../content/site-settings')).DEMO_SITE_SETTINGS

/**
 * The demo numbers items `siteId * 1000 + n` and the same `n` is the same item in both languages
 * (content/README.md): the key the sitemap pairs its alternates by.
 */
export const demoItemKey: ItemKey = (id) => String(id % 1000)

/**
 * The demo's forms with short ids, each one form in two languages (content/ids.ts): each site's consult
 * form and each site's go1688 form, by site id.
 */
const sitesFormPairs: ReadonlyArray<ReadonlyMap<number, number>> = [DEFAULT_FORM_ID, GO1688_FORM_ID].map(
  (byMark) =>
    new Map((Object.keys(SITE_ID) as Array<keyof typeof SITE_ID>).map((mark) => [SITE_ID[mark], byMark[mark]])),
)

/**
 * The demo item of site `siteId` with the same key as `id` (demoItemKey's inverse). Ids under 1000 are
 * outside that numbering (the default consult forms 1–4, content/README.md): the Chinese and English
 * consult forms are each other's twins, and so are the two go1688 forms. Form 3 is not the English download
 * form 2003.
 */
export const demoCounterpartId: CounterpartId = (id, siteId) => {
  if (id >= 1000) return siteId * 1000 + (id % 1000)
  const pair = sitesFormPairs.find((formOfSite) => [...formOfSite.values()].includes(id))
  return pair?.get(siteId) ?? null
}
