// Issue 14: a visitor is told why an enquiry was not accepted in the site's language; the backend's and
// the server's own messages ("The content service is unreachable") never reach the form raw.
// SPEC §4 Form submission, §7 POST /api/internal/form.
import { describe, expect, it } from 'vitest'
import { createApi, type Transport } from '../../site/api'
import { formFailureKey } from '../../site/forms/failure-message'
import { ownStrings } from '../../site/i18n/resources'

const enquiry = { site: { id: 1 }, form: { id: 1 }, fieldValues: [] }

/** What the browser's client throws for an answer of `status` with `envelope`. */
async function failureOf(status: number, envelope: unknown): Promise<unknown> {
  const transport: Transport = async () =>
    new Response(typeof envelope === 'string' ? envelope : JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  const api = createApi(transport, { logger: { error: () => {} } })
  return api.submitForm(enquiry).then(
    () => {
      throw new Error('the call was expected to fail')
    },
    (error: unknown) => error,
  )
}

describe('what the form tells the visitor', () => {
  it.each([
    [400, { code: '400', message: 'fieldValues/0/value must be text' }, 'forms.failed.invalid'],
    [422, { code: '422', message: 'phone invalid' }, 'forms.failed.invalid'],
    [200, { code: '400', message: 'CMS: phone invalid' }, 'forms.failed.invalid'],
    [413, { code: '413', message: 'An enquiry may be at most 32768 bytes' }, 'forms.failed.tooLarge'],
    [415, { code: '415', message: 'An enquiry must be sent as application/json' }, 'forms.failed.notJson'],
    [429, { code: '429', message: 'Too many enquiries; try again in 40 s' }, 'forms.failed.tooFrequent'],
    [502, { code: '502', message: 'The content service is unreachable' }, 'forms.failed.unavailable'],
    [503, { code: '503', message: 'The enquiry could not be stored' }, 'forms.failed.unavailable'],
    [504, { code: '504', message: 'The content service did not answer within 8000 ms' }, 'forms.failed.unavailable'],
    [200, { code: '500', message: 'Service busy' }, 'forms.failed.unavailable'],
    [404, '<html>not found</html>', 'forms.failed.unavailable'],
  ])('HTTP %i %j → %s', async (status, envelope, key) => {
    expect(formFailureKey(await failureOf(status, envelope))).toBe(key)
  })

  it('a request that never reached the server is "unavailable"', async () => {
    const api = createApi(
      async () => {
        throw new TypeError('Failed to fetch')
      },
      { logger: { error: () => {} } },
    )
    const error = await api.submitForm(enquiry).catch((caught: unknown) => caught)
    expect(formFailureKey(error)).toBe('forms.failed.unavailable')
    expect(formFailureKey(new Error('anything'))).toBe('forms.failed.unavailable')
  })

  it.each(['zh', 'en'] as const)('every outcome has a %s string without server wording', (lang) => {
    const strings = ownStrings(lang)
    const keys = [
      'forms.failed.invalid',
      'forms.failed.tooLarge',
      'forms.failed.notJson',
      'forms.failed.tooFrequent',
      'forms.failed.unavailable',
    ]
    for (const key of keys) {
      expect(strings[key], key).toBeTruthy()
      expect(strings[key]).not.toMatch(/\{\{|content service|envelope|HTTP/i)
      if (lang === 'zh') expect(strings[key]).toMatch(/[\u4e00-\u9fff]/)
      else expect(strings[key]).not.toMatch(/[\u4e00-\u9fff]/)
    }
    expect(new Set(keys.map((key) => strings[key])).size).toBe(keys.length)
  })
})
