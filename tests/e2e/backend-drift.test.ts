import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { test, visit } from './support/fixture'
import { backendSiteOrigin, contentApi, requestAs, setBackendMode, type Lang } from './support/hosts'

// SPEC §3 Activity: an agenda entry's "activitySpeaker with avatar, name, position" — one speaker. The
// project's schema reads a list; a backend that answers the one object must not take /activity or
// /activity/{id} down (issue 10: it answered 500 in both languages). The boundary reads one object as a
// list of one (docs/architecture.md "Backend answers that drift").

interface Speaker {
  name?: string | null
}
interface Activity {
  id: number
  activityAgendas?: Array<{ activitySpeaker?: Speaker[] | null }> | null
}

const detailId: Record<Lang, number> = { zh: 1701, en: 2701 }
const langs: Lang[] = ['zh', 'en']
const fromBackendSite = (lang: Lang, path: string) =>
  requestAs(lang, path, { port: inject('backendSitePort'), headers: { 'accept-encoding': 'identity' } })
const activityLinks = (html: string) =>
  new Set([...html.matchAll(/href="\/activity\/(\d+)"/g)].map((match) => match[1])).size

describe('a backend answering activitySpeaker as one object (SPEC §3)', () => {
  const speakerNames: Partial<Record<Lang, string[]>> = {}
  const listedActivities: Partial<Record<Lang, number>> = {}

  beforeAll(async () => {
    await setBackendMode('proxy')
    for (const lang of langs) {
      const activity = await contentApi<Activity>(`/activity/${detailId[lang]}?siteId=${lang === 'zh' ? 1 : 2}`)
      speakerNames[lang] = (activity.activityAgendas ?? []).flatMap((agenda) => agenda.activitySpeaker?.[0]?.name ?? [])
      listedActivities[lang] = activityLinks((await fromBackendSite(lang, '/activity')).body)
    }
    await setBackendMode('speaker-object')
  })
  afterAll(() => setBackendMode('proxy'))

  test.for(langs)("%s: /activity/{id} renders the agenda with each entry's speaker", async (lang) => {
    const names = speakerNames[lang] ?? []
    expect(names.length, 'the demo activity has agenda speakers').toBeGreaterThan(0)
    const response = await fromBackendSite(lang, `/activity/${detailId[lang]}`)
    expect(response.status).toBe(200)
    const agenda = response.body.match(/<ol class="agenda-timeline agenda-timeline--list">.*?<\/ol>/s)?.[0] ?? ''
    for (const name of names) expect(agenda).toContain(name)
  })

  test.for(langs)('%s: /activity lists every activity', async (lang) => {
    const response = await fromBackendSite(lang, '/activity')
    expect(response.status).toBe(200)
    expect(listedActivities[lang]).toBeGreaterThan(0)
    expect(activityLinks(response.body)).toBe(listedActivities[lang])
  })

  test('and the detail page works in the browser, without console errors', async ({ openPage, problems }) => {
    const { page } = await openPage('mobile')
    await visit(page, problems, `${backendSiteOrigin('en')}/activity/${detailId.en}`)
    expect(await page.locator('[data-block="sectionNav"] nav').isVisible()).toBe(true)
  })
})
