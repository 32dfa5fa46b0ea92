import { describe, expect, it } from 'vitest'
import type { Form } from '../../schemas/api.gen'
import { fieldModels, type FormLang, type FormValues } from '../../site/forms/form-model'
import { buildSubmission, fieldValues, formSource } from '../../site/forms/submission'
import { DEVICE_ID_KEY, isAppleMobile, trafficAccess, type TrafficEnvironment } from '../../site/forms/traffic'
import { checkFormSubmission } from '../../schemas/validate'

// SPEC §3 Form submission, §5 (empty values omitted, ", " joins, "other (text)"), §7 (form source type).

const form: Form = {
  id: 3,
  formFields: [
    { id: 31, name: 'Name', type: 'INPUT' },
    { id: 32, name: 'Notes', type: 'TEXTAREA', required: 'FALSE' },
    { id: 33, name: 'Size', type: 'RADIO', fieldOptions: ['S', 'L'], openOther: 'TURNON' },
    { id: 34, name: 'Products', type: 'CHECKBOX', fieldOptions: ['ERP', 'MES', 'AI'], openOther: 'TURNON' },
    { id: 35, name: 'Industry', type: 'SELECT', fieldOptions: ['零售', '能源'], openOther: 'TURNON' },
  ],
}
const fields = fieldModels(form)

describe('field values', () => {
  it.each<[string, FormLang, FormValues, { formField: { id: number }; value: string }[]]>([
    [
      'empty values are left out',
      'en',
      { field31: ' Ann ', field32: '  ', field34: [] },
      [{ formField: { id: 31 }, value: 'Ann' }],
    ],
    [
      'multi-select joined with ", " in option order',
      'en',
      { field34: ['AI', 'ERP'] },
      [{ formField: { id: 34 }, value: 'ERP, AI' }],
    ],
    [
      'other with text → "Other (text)"',
      'en',
      { field33: 'Other', field33Other: 'Medium' },
      [{ formField: { id: 33 }, value: 'Other (Medium)' }],
    ],
    [
      'other without text → the marker alone',
      'en',
      { field33: 'Other', field33Other: ' ' },
      [{ formField: { id: 33 }, value: 'Other' }],
    ],
    [
      'other text ignored when other is not chosen',
      'en',
      { field33: 'S', field33Other: 'Medium' },
      [{ formField: { id: 33 }, value: 'S' }],
    ],
    [
      'other among several choices, last',
      'en',
      { field34: ['Other', 'MES'], field34Other: 'WMS, TMS' },
      [{ formField: { id: 34 }, value: 'MES, Other (WMS, TMS)' }],
    ],
    [
      'Chinese other marker',
      'zh',
      { field35: '其他', field35Other: '教育' },
      [{ formField: { id: 35 }, value: '其他 (教育)' }],
    ],
  ])('%s', (_name, lang, values, expected) => {
    expect(fieldValues(fields, values, lang)).toEqual(expected)
  })
})

describe('form source from the first path segment (SPEC §7)', () => {
  it.each([
    ['/product/1401', 'PRODUCT', 1401],
    ['/product', 'PRODUCT', null],
    ['/case/1201', 'EXAMPLE', 1201],
    ['/case-detail/2201', 'EXAMPLE', 2201],
    ['/solution/1501', 'SOLUTION', 1501],
    ['/periodical/1901/', 'CORPORATE_PUBLICATION', 1901],
    ['/', 'INDEX_MODEL', null],
    ['/form/1', 'INDEX_MODEL', null],
    ['/about-us/news/1601', 'INDEX_MODEL', null],
    ['/product-category/1301', 'INDEX_MODEL', null],
  ] as const)('%s → %s, %s', (path, formTypeSource, sourceId) => {
    expect(formSource(path)).toEqual({ formTypeSource, sourceId })
  })
})

function environment(
  overrides: Partial<TrafficEnvironment> = {},
): TrafficEnvironment & { stored: Map<string, string> } {
  const stored = new Map<string, string>()
  return {
    href: 'http://localhost:3000/product/1401?bd_vid=abc123&x=1',
    referrer: 'https://www.baidu.com/',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
    viewportWidth: 1440,
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    randomId: () => 'fresh-id',
    stored,
    ...overrides,
  }
}

describe('traffic details (SPEC §3 trafficAccessReq)', () => {
  it('sends the Baidu click id, the referrer, the device type and id, and the page URL', () => {
    const env = environment()
    expect(trafficAccess(env)).toEqual({
      bdVid: 'abc123',
      extInfo: 'https://www.baidu.com/',
      deviceType: 'PC',
      deviceId: 'fresh-id',
      pageUrl: 'http://localhost:3000/product/1401?bd_vid=abc123&x=1',
    })
    expect(env.stored.get(DEVICE_ID_KEY)).toBe('fresh-id')
  })

  it('remembers the device id across enquiries', () => {
    const env = environment()
    env.stored.set(DEVICE_ID_KEY, 'known-id')
    expect(trafficAccess(env).deviceId).toBe('known-id')
  })

  it('still sends a device id when storage refuses', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {},
    }
    expect(trafficAccess(environment({ storage })).deviceId).toBe('fresh-id')
  })

  it.each([
    [{ viewportWidth: 390 }, 'MOBILE'],
    [{ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' }, 'MOBILE'],
    [{ viewportWidth: 768 }, 'PC'],
  ])('%j → %s', (overrides, deviceType) => {
    expect(trafficAccess(environment(overrides)).deviceType).toBe(deviceType)
  })

  it('has no click id and no extension info when the URL and referrer carry none', () => {
    expect(trafficAccess(environment({ href: 'http://localhost:3000/', referrer: '' }))).toMatchObject({
      bdVid: null,
      extInfo: null,
    })
  })

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5, true],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0, false],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 5, false],
  ])('iPhone/iPad: %s (%d touch points) → %s', (userAgent, touchPoints, apple) => {
    expect(isAppleMobile(userAgent, touchPoints)).toBe(apple)
  })
})

describe('the whole body', () => {
  it('is the FormSubmission the backend validates', () => {
    const body = buildSubmission({
      siteId: 1,
      formId: 3,
      fields,
      values: { field31: 'Ann', field34: ['MES', 'ERP'] },
      lang: 'en',
      pathname: '/product/1401',
      traffic: trafficAccess(environment()),
    })
    expect(body).toEqual({
      site: { id: 1 },
      form: { id: 3 },
      fieldValues: [
        { formField: { id: 31 }, value: 'Ann' },
        { formField: { id: 34 }, value: 'ERP, MES' },
      ],
      formTypeSource: 'PRODUCT',
      sourceId: 1401,
      trafficAccessReq: {
        bdVid: 'abc123',
        extInfo: 'https://www.baidu.com/',
        deviceType: 'PC',
        deviceId: 'fresh-id',
        pageUrl: 'http://localhost:3000/product/1401?bd_vid=abc123&x=1',
      },
    })
    expect(checkFormSubmission(body)).toEqual({ ok: true, value: body })
  })
})
