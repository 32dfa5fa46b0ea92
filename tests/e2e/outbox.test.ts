import { afterEach, describe, expect, inject } from 'vitest'
import { test, visit, waitForHydration } from './support/fixture'
import { enquiryFor, fillRequiredFields, type FormField } from './support/form-fill'
import { backendSiteOrigin, contentApi, enquiryLedger, requestAs, setBackendMode, type Lang } from './support/hosts'

// Issue 14 "An enquiry outbox" (SPEC §3 Form submission, §4 Form submission, §7 POST /api/internal/form):
// on the server with API_BASE_URL, an enquiry sent while the CMS is down, slow, losing its answers or
// refusing it is answered as received at once, in the visitor's language; the outbox delivers it when
// the CMS can take it, each enquiry stored by the CMS exactly once (its Idempotency-Key the same on
// every attempt), and a refused one is kept as refused and not sent again.

const port = () => inject('backendSitePort')

afterEach(async () => {
  await setBackendMode('proxy')
})

async function postEnquiry(lang: Lang, body: Record<string, unknown>) {
  const response = await requestAs(lang, '/api/internal/form', {
    port: port(),
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: JSON.stringify(body),
  })
  return { status: response.status, envelope: JSON.parse(response.body) as { code: string; data: unknown } }
}

/** The outbox's depth by status, from `/metrics` of the server with API_BASE_URL. */
async function outboxDepth(): Promise<Record<string, number>> {
  const response = await requestAs('zh', '/metrics', {
    port: port(),
    headers: { authorization: `Bearer ${inject('backendSiteMetricsToken')}`, 'accept-encoding': 'identity' },
  })
  const depth: Record<string, number> = {}
  for (const [, status, count] of response.body.matchAll(/^site_outbox_enquiries\{status="(\w+)"\} (\d+)$/gm)) {
    depth[status!] = Number(count)
  }
  return depth
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The ledger's deliveries of the enquiries whose values contain `marker`. */
async function deliveriesOf(marker: string) {
  return (await enquiryLedger()).filter((delivery) => delivery.values.includes(marker))
}

/** Issue 14 "Done when": 100 enquiries submitted while the CMS is down. */
const ENQUIRIES_DURING_OUTAGE = 100

describe('enquiries while the CMS is down (issue 14)', () => {
  test(
    `${ENQUIRIES_DURING_OUTAGE} enquiries are answered received, then stored by the CMS exactly once each when it returns`,
    { timeout: 180_000 },
    async () => {
      const run = `down-${Date.now()}`
      await setBackendMode('down')
      const markers = Array.from({ length: ENQUIRIES_DURING_OUTAGE }, (_, index) => `${run}-${index}`)
      for (const [index, marker] of markers.entries()) {
        const { status, envelope } = await postEnquiry(
          index % 2 ? 'en' : 'zh',
          await enquiryFor(index % 2 ? 'en' : 'zh', marker),
        )
        expect(status).toBe(200)
        expect(envelope).toMatchObject({ code: '200', data: { success: true } })
      }
      expect(await deliveriesOf(run)).toEqual([])
      expect((await outboxDepth()).pending).toBeGreaterThanOrEqual(ENQUIRIES_DURING_OUTAGE)

      await setBackendMode('proxy')
      await until(
        async () => (await deliveriesOf(run)).length >= ENQUIRIES_DURING_OUTAGE,
        90_000,
        'not every enquiry reached the CMS',
      )
      // Once no enquiry is pending, none can be sent again (only pending rows are claimed): a repeat
      // would have arrived by now.
      await until(async () => (await outboxDepth()).pending === 0, 10_000, 'the outbox did not drain')
      const deliveries = await deliveriesOf(run)
      expect(deliveries).toHaveLength(ENQUIRIES_DURING_OUTAGE)
      expect(deliveries.every((delivery) => delivery.outcome === 'stored')).toBe(true)
      for (const marker of markers) {
        expect(deliveries.filter((delivery) => delivery.values.split(' | ').includes(marker))).toHaveLength(1)
      }
      expect(new Set(deliveries.map((delivery) => delivery.key)).size).toBe(ENQUIRIES_DURING_OUTAGE)
      expect(deliveries.every((delivery) => /^[0-9a-f-]{36}$/.test(delivery.key ?? ''))).toBe(true)
    },
  )

  for (const lang of ['zh', 'en'] as const) {
    test(`${lang}: the visitor is told the enquiry was received, in the site's language`, async ({
      openPage,
      problems,
    }) => {
      const marker = `browser-${lang}-${Date.now()}`
      const { page } = await openPage('desktop')
      await visit(page, problems, `${backendSiteOrigin(lang)}/`)
      await waitForHydration(page, '[data-testid="floating-consult"]')
      await page.click('[data-testid="floating-consult"]')
      const modal = page.locator('[data-testid="contact-modal"]')
      await modal.locator('[data-testid="form-submit"]').waitFor({ state: 'visible' })
      const formId = Number(await modal.locator('[data-form-id]').getAttribute('data-form-id'))
      const form = await contentApi<{ formFields: FormField[] }>(`/form/${formId}`)

      // The page and its form came from the CMS; now it goes down.
      await setBackendMode('down')
      await fillRequiredFields(modal, formId, form.formFields, marker)
      await modal.locator('[data-testid="form-submit"]').click()
      await page
        .locator('[data-testid="toast"]', { hasText: lang === 'zh' ? '提交成功' : 'Submitted successfully' })
        .first()
        .waitFor()
      await modal.waitFor({ state: 'detached' })
      expect(await deliveriesOf(marker)).toEqual([])

      await setBackendMode('proxy')
      await until(async () => (await deliveriesOf(marker)).length > 0, 30_000, 'the enquiry did not reach the CMS')
      const deliveries = await deliveriesOf(marker)
      expect(deliveries).toHaveLength(1)
      expect(deliveries[0]).toMatchObject({ outcome: 'stored' })
    })
  }
})

describe('a download behind a form while the CMS is down (issue 14, SPEC §4 Review button, §6)', () => {
  test('en: the brochure opens on the received answer, and the CMS gets the enquiry once afterwards', async ({
    openPage,
    problems,
  }) => {
    const marker = `download-${Date.now()}`
    const { page } = await openPage('desktop')
    await visit(page, problems, `${backendSiteOrigin('en')}/product/2401`)
    await waitForHydration(page, 'button[data-jump="FORM"]')
    await page.locator('button[data-jump="FORM"]').filter({ hasText: 'Download brochure' }).first().click()
    const modal = page.locator('[data-testid="contact-modal"]')
    await modal.locator('[data-testid="form-submit"]').waitFor({ state: 'visible' })
    const formId = Number(await modal.locator('[data-form-id]').getAttribute('data-form-id'))
    const form = await contentApi<{ formFields: FormField[] }>(`/form/${formId}`)

    await setBackendMode('down')
    await fillRequiredFields(modal, formId, form.formFields, marker)
    const download = page.waitForEvent('download')
    await modal.locator('[data-testid="form-submit"]').click()
    expect((await download).url()).toMatch(/\/demo-assets\/product-brochure\.pdf$/)
    expect(await deliveriesOf(marker)).toEqual([])

    await setBackendMode('proxy')
    await until(async () => (await deliveriesOf(marker)).length > 0, 30_000, 'the enquiry did not reach the CMS')
    expect(await deliveriesOf(marker)).toHaveLength(1)
  })
})

describe('a CMS that answers too late or loses the answer (issue 14)', () => {
  for (const mode of ['slow-enquiry', 'lose-enquiry-answer'] as const) {
    test(`${mode}: the enquiry is sent again with the same key and stored once`, async () => {
      const marker = `${mode}-${Date.now()}`
      await setBackendMode(mode)
      const { status } = await postEnquiry('zh', await enquiryFor('zh', marker))
      expect(status).toBe(200)
      await until(
        async () => (await deliveriesOf(marker)).some((delivery) => delivery.outcome === 'duplicate'),
        30_000,
        'the enquiry was not sent again',
      )
      const deliveries = await deliveriesOf(marker)
      expect(deliveries.filter((delivery) => delivery.outcome === 'stored')).toHaveLength(1)
      expect(new Set(deliveries.map((delivery) => delivery.key)).size).toBe(1)
      // The same visitor request on every attempt.
      expect(new Set(deliveries.map((delivery) => delivery.requestId)).size).toBe(1)
    })
  }
})

describe('a CMS slower than a page may wait, but within OUTBOX_TIMEOUT_MS (issue 21)', () => {
  test('late-enquiry: the outbox waits for its answer and sends the enquiry once', async () => {
    const marker = `late-enquiry-${Date.now()}`
    await setBackendMode('late-enquiry')
    const { status } = await postEnquiry('en', await enquiryFor('en', marker))
    expect(status).toBe(200)
    // Given up after API_TIMEOUT_MS, the row would be pending again until a second copy was delivered.
    await until(
      async () => (await deliveriesOf(marker)).length > 0 && ((await outboxDepth()).pending ?? 0) === 0,
      30_000,
      'the enquiry was not delivered',
    )
    const deliveries = await deliveriesOf(marker)
    expect(deliveries).toHaveLength(1)
    expect(deliveries[0]).toMatchObject({ outcome: 'stored' })
  })
})

describe('a CMS that refuses the enquiry as invalid (issue 14)', () => {
  test('it is kept as refused and not sent again', async () => {
    const marker = `refused-${Date.now()}`
    const before = (await outboxDepth()).refused ?? 0
    await setBackendMode('refuse-enquiry')
    const { status } = await postEnquiry('en', await enquiryFor('en', marker))
    expect(status).toBe(200)
    await until(async () => ((await outboxDepth()).refused ?? 0) > before, 20_000, 'the enquiry was not refused')
    await setBackendMode('proxy')
    // Kept as refused and nothing left pending: only a pending enquiry is ever claimed and sent again.
    await until(async () => ((await outboxDepth()).pending ?? 0) === 0, 10_000, 'an enquiry is still pending')
    const deliveries = await deliveriesOf(marker)
    expect(deliveries).toHaveLength(1)
    expect(deliveries[0]).toMatchObject({ outcome: 'refused' })
  })
})
