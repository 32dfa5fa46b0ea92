/** Form submissions (SPEC §5 rules, §7 POST /form): validated against the form, stored in SQLite. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createContentApi, DEFAULT_FORM_ID, GO1688_FORM_ID, type ContentApi } from '../../content/index'
import { isRequired, submissionProblems, type FieldDefinition } from '../../content/forms/validate-submission'

let dir: string
let dbPath: string
const apps: ContentApi[] = []

function open(): ContentApi {
  const app = createContentApi({ dbPath })
  apps.push(app)
  return app
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-forms-'))
  dbPath = join(dir, 'nested', 'forms.sqlite')
})
afterEach(() => {
  for (const app of apps.splice(0)) app.formStore.close()
  rmSync(dir, { recursive: true, force: true })
})

async function submit(app: ContentApi, body: unknown) {
  const response = await app.request('/form', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    ...((await response.json()) as { code: string; data: { id: number; success: boolean } | null; message: string }),
  }
}

const value = (id: number, text: string) => ({ formField: { id }, value: text })

/** A complete, valid enquiry on the English default consult form (fields 201…209). */
const validEnglish = {
  site: { id: 2 },
  form: { id: DEFAULT_FORM_ID.en },
  fieldValues: [
    value(201, 'Ann Lee'),
    value(202, '13812345678'),
    value(203, 'ann.lee@acme-corp.com'),
    value(204, 'ACME Manufacturing'),
    value(206, '500-1,999'),
    value(207, 'Other (Mining)'),
    value(208, 'CloudLead ERP, Other (Payroll, time and attendance)'),
  ],
  formTypeSource: 'PRODUCT',
  sourceId: 2401,
  trafficAccessReq: {
    bdVid: null,
    extInfo: null,
    deviceType: 'PC',
    deviceId: 'd-1',
    pageUrl: 'https://en.localhost/product/2401',
  },
}

describe('POST /form', () => {
  it('stores an accepted enquiry that survives closing and reopening the database', async () => {
    const first = open()
    const answer = await submit(first, validEnglish)
    expect(answer).toMatchObject({ status: 200, code: '200', message: 'success', data: { success: true } })
    const id = answer.data?.id
    expect(typeof id).toBe('number')
    first.formStore.close()
    apps.splice(apps.indexOf(first), 1)

    const reopened = open()
    const stored = reopened.formStore.list()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      id,
      siteId: 2,
      formId: DEFAULT_FORM_ID.en,
      formTypeSource: 'PRODUCT',
      sourceId: 2401,
      trafficAccessReq: { deviceType: 'PC', pageUrl: 'https://en.localhost/product/2401' },
    })
    expect(stored[0].fieldValues).toEqual(validEnglish.fieldValues)
  })

  it.each([
    [
      'missing required fields',
      { ...validEnglish, fieldValues: validEnglish.fieldValues.slice(1) },
      /Name cannot be empty/,
    ],
    [
      'a blank required value',
      { ...validEnglish, fieldValues: [value(201, '   '), ...validEnglish.fieldValues.slice(1)] },
      /Name cannot be empty/,
    ],
    [
      'a bad e-mail',
      {
        ...validEnglish,
        fieldValues: validEnglish.fieldValues.map((v) => (v.formField.id === 203 ? value(203, 'ann@') : v)),
      },
      /Email: please enter a correct email/,
    ],
    [
      'a bad mobile number',
      {
        ...validEnglish,
        fieldValues: validEnglish.fieldValues.map((v) => (v.formField.id === 202 ? value(202, '12812345678') : v)),
      },
      /Mobile: please enter a correct mobile number/,
    ],
    [
      'an option that is not offered',
      {
        ...validEnglish,
        fieldValues: validEnglish.fieldValues.map((v) => (v.formField.id === 206 ? value(206, 'Huge') : v)),
      },
      /Company size: "Huge" is not one of the options/,
    ],
    [
      '"other" on a field without it',
      {
        ...validEnglish,
        fieldValues: validEnglish.fieldValues.map((v) => (v.formField.id === 206 ? value(206, 'Other (tiny)') : v)),
      },
      /Company size/,
    ],
    [
      'a field of another form',
      { ...validEnglish, fieldValues: [...validEnglish.fieldValues, value(101, 'x')] },
      /no field 101/,
    ],
    [
      'a value that is not a string',
      { ...validEnglish, fieldValues: [{ formField: { id: 201 }, value: 7 }] },
      /invalid form submission: \/fieldValues\/0\/value/,
    ],
    ['no site', { form: validEnglish.form, fieldValues: validEnglish.fieldValues }, /invalid form submission/],
    ['an unknown form', { ...validEnglish, form: { id: 999 } }, /form 999 does not exist/],
    ['an unknown site', { ...validEnglish, site: { id: 8 } }, /site 8 does not exist/],
    ['an unknown formTypeSource', { ...validEnglish, formTypeSource: 'HOME' }, /formTypeSource/],
  ])('refuses %s, names the problem and stores nothing', async (_label, body, message) => {
    const app = open()
    const answer = await submit(app, body)
    expect(answer.code).not.toBe('200')
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.message).toMatch(message)
    expect(app.formStore.count()).toBe(0)
  })

  it('words the messages in the language of the form (SPEC §5 Chinese wording)', async () => {
    const app = open()
    const answer = await submit(app, {
      site: { id: 1 },
      form: { id: DEFAULT_FORM_ID.cn },
      fieldValues: [value(101, '李雷'), value(102, '1381234')],
    })
    expect(answer.code).toBe('400')
    expect(answer.message).toContain('手机号：请输入正确的手机号')
    expect(answer.message).toContain('邮箱不能为空')
    expect(answer.message).not.toContain('职位')
  })

  it('accepts the go1688 form with only its required fields', async () => {
    const app = open()
    const answer = await submit(app, {
      site: { id: 1 },
      form: { id: GO1688_FORM_ID.cn },
      fieldValues: [
        value(301, '王强'),
        value(302, '15900001111'),
        value(303, '强盛贸易'),
        value(304, '供应商'),
        value(305, '其他（包装机械）'),
      ],
    })
    expect(answer.code).toBe('200')
    expect(app.formStore.count()).toBe(1)
  })

  it("accepts the English go1688 form's English options, and names its English fields when one is missing", async () => {
    const app = open()
    const fields = [
      value(401, 'Wang Qiang'),
      value(402, '15900001111'),
      value(403, 'Qiangsheng Trading'),
      value(404, 'Supplier'),
      value(405, 'Other (Packaging machinery)'),
    ]
    const enquiry = { site: { id: 2 }, form: { id: GO1688_FORM_ID.en }, fieldValues: fields }
    expect((await submit(app, enquiry)).code).toBe('200')
    const missing = await submit(app, { ...enquiry, fieldValues: fields.filter((field) => field.formField.id !== 403) })
    expect(missing.code).not.toBe('200')
    expect(missing.message).toContain('Company')
    expect(missing.message).not.toMatch(/[\u4e00-\u9fff]/)
    expect(app.formStore.count()).toBe(1)
  })
})

describe('submission rules', () => {
  const field = (partial: Partial<FieldDefinition>): FieldDefinition => ({
    id: 1,
    name: 'Field',
    type: 'INPUT',
    ...partial,
  })

  it('treats a field as required when marked TRUE or not marked at all (SPEC §5), optional otherwise', () => {
    expect(isRequired(field({ required: 'TRUE' }))).toBe(true)
    expect(isRequired(field({ required: true }))).toBe(true)
    expect(isRequired(field({ required: null }))).toBe(true)
    expect(isRequired(field({}))).toBe(true)
    expect(isRequired(field({ required: 'FALSE' }))).toBe(false)
    expect(isRequired(field({ required: false }))).toBe(false)
  })

  it.each([
    ['name@company.com', true],
    ['first.last-x_y@mail.company.com.cn', true],
    ['a@b.c', true],
    ['no-at-sign.com', false],
    ['name@company', false],
    ['name@company.c0m', false],
    ['na me@company.com', false],
  ])('e-mail %s valid: %s', (email, valid) => {
    const problems = submissionProblems([field({ displayForm: 'EMAIL' })], [value(1, email)], 'en')
    expect(problems.length === 0).toBe(valid)
  })

  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['12812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['+8613812345678', false],
  ])('mobile %s valid: %s', (phone, valid) => {
    const problems = submissionProblems([field({ displayForm: 'PHONE' })], [value(1, phone)], 'en')
    expect(problems.length === 0).toBe(valid)
  })

  it('checks every choice of a multi-select joined with ", "', () => {
    const checkbox = field({ type: 'CHECKBOX', fieldOptions: ['A', 'B'], openOther: 'TURNON' })
    expect(submissionProblems([checkbox], [value(1, 'A, B')], 'en')).toEqual([])
    expect(submissionProblems([checkbox], [value(1, 'A, Other (C, D)')], 'en')).toEqual([])
    expect(submissionProblems([checkbox], [value(1, 'A, C')], 'en')).toEqual(['Field: "C" is not one of the options'])
  })
})
