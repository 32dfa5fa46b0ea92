import { describe, expect, it } from 'vitest'
import type { Form } from '../../schemas/api.gen'
import { EMAIL_PATTERN, fieldErrors, PHONE_PATTERN } from '../../site/forms/field-rules'
import { fieldModels, type FormLang, type FormValues } from '../../site/forms/form-model'
import { ruleValidator } from '../../site/forms/rule-validator'
import { toRenderedForm } from '../../site/forms/form-schema'
import { translatorFor } from '../../site/i18n'
import { buildI18nPayload } from '../../site/i18n/server'

const say = { zh: translatorFor(buildI18nPayload('zh')), en: translatorFor(buildI18nPayload('en')) }

// SPEC §5: the messages a visitor sees, in both languages.

const form: Form = {
  id: 1,
  formFields: [
    { id: 1, name: '姓名', type: 'INPUT', required: 'TRUE' },
    { id: 2, name: '手机号', type: 'INPUT', displayForm: 'PHONE', required: 'TRUE' },
    { id: 3, name: '邮箱', type: 'INPUT', displayForm: 'EMAIL', required: 'FALSE' },
    { id: 4, name: '兴趣', type: 'CHECKBOX', fieldOptions: ['A', 'B'] },
    { id: 5, name: '备注', type: 'TEXTAREA', required: 'FALSE' },
  ],
}
const fields = fieldModels(form)
const valid = { field1: '张三', field2: '13800138000', field4: ['A'] }

describe('e-mail and mobile patterns (SPEC §5)', () => {
  it.each([
    ['name@company.com', true],
    ['first.last-x_1@mail.example.cn', true],
    ['a@b.co.uk', true],
    ['a@b', false],
    ['a@b.c1', false],
    ['a b@c.com', false],
    ['a+tag@c.com', false],
    ['@c.com', false],
  ])('email %s → %s', (value, ok) => {
    expect(EMAIL_PATTERN.test(value)).toBe(ok)
  })

  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380001', false],
    ['23800138000', false],
    ['1380013800a', false],
  ])('mobile %s → %s', (value, ok) => {
    expect(PHONE_PATTERN.test(value)).toBe(ok)
  })
})

describe('field messages', () => {
  it('accepts a valid form; optional empty fields are fine', () => {
    expect(fieldErrors(fields, valid, say.zh)).toEqual({})
  })

  it.each<[FormLang, FormValues, Record<string, string>]>([
    ['zh', {}, { field1: '姓名不能为空', field2: '手机号不能为空', field4: '兴趣不能为空' }],
    ['en', {}, { field1: '姓名 cannot be empty', field2: '手机号 cannot be empty', field4: '兴趣 cannot be empty' }],
    ['zh', { ...valid, field1: '   ' }, { field1: '姓名不能为空' }],
    ['zh', { ...valid, field4: [] }, { field4: '兴趣不能为空' }],
    ['zh', { ...valid, field2: '12345' }, { field2: '请输入正确的手机号' }],
    ['en', { ...valid, field2: '12345' }, { field2: 'Please enter a correct mobile number' }],
    ['zh', { ...valid, field3: 'not-an-email' }, { field3: '请输入正确的邮箱' }],
    ['en', { ...valid, field3: 'not-an-email' }, { field3: 'Please enter a correct email' }],
  ])('%s %j → %j', (lang, values, expected) => {
    expect(fieldErrors(fields, values, say[lang])).toEqual(expected)
  })

  it('is what rjsf sees: one error per field, under the field key', () => {
    const result = ruleValidator(fields, say.en).validateFormData({ ...valid, field2: '1' }, { type: 'object' })
    expect(result.errors).toEqual([
      {
        name: 'spec',
        property: '.field2',
        message: 'Please enter a correct mobile number',
        stack: 'Please enter a correct mobile number',
      },
    ])
    expect(result.errorSchema).toEqual({ field2: { __errors: ['Please enter a correct mobile number'] } })
  })

  it("the site's language pack rewords the messages and the placeholder (issue 21)", () => {
    const t = translatorFor(
      buildI18nPayload('en', [
        { identification: 'forms.field.empty', languageSetting: '{{label}} is required' },
        { identification: 'phone', modular: 'forms.field', languageSetting: 'An 11-digit mobile number, please' },
        { identification: 'forms.placeholder.enter', languageSetting: 'Type here' },
      ]),
    )
    expect(fieldErrors(fields, { ...valid, field1: '', field2: '1' }, t)).toEqual({
      field1: '姓名 is required',
      field2: 'An 11-digit mobile number, please',
    })
    expect(toRenderedForm(fields, 'en', t).uiSchema.field1).toMatchObject({ 'ui:placeholder': 'Type here' })
  })
})
