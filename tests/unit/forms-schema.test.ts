import { describe, expect, it } from 'vitest'
import type { Form } from '../../schemas/api.gen'
import { fieldModels, isRequired } from '../../site/forms/form-model'
import { toRenderedForm } from '../../site/forms/form-schema'
import { translatorFor } from '../../site/i18n'
import { buildI18nPayload } from '../../site/i18n/server'

const say = { zh: translatorFor(buildI18nPayload('zh')), en: translatorFor(buildI18nPayload('en')) }

// SPEC §3 Form and §5 (required unless marked otherwise, default placeholders): the backend's definition
// → rjsf's JSON Schema and uiSchema.

const form: Form = {
  id: 7,
  name: 'Talk to us',
  formFields: [
    { id: 71, name: 'Name', type: 'INPUT', required: 'TRUE', promptText: 'Your full name' },
    { id: 72, name: 'Mobile', type: 'INPUT', displayForm: 'PHONE', explain: 'Only to call you back' },
    { id: 73, name: 'Email', type: 'INPUT', displayForm: 'EMAIL', required: 'FALSE' },
    { id: 74, name: 'Size', type: 'RADIO', required: 'TRUE', fieldOptions: ['Small', 'Large'] },
    { id: 75, name: 'Industry', type: 'SELECT', fieldOptions: ['Retail', 'Energy'], openOther: 'TURNON' },
    { id: 76, name: 'Products', type: 'CHECKBOX', required: 'NO', fieldOptions: ['ERP', 'AI'], openOther: 'TURNON' },
    { id: 77, name: 'Notes', type: 'TEXTAREA', required: false },
  ],
}

describe('required flag (SPEC §5: required unless marked otherwise)', () => {
  it.each([
    ['TRUE', true],
    ['true', true],
    [true, true],
    [null, true],
    [undefined, true],
    ['FALSE', false],
    ['NO', false],
    [false, false],
  ] as const)('%s → %s', (flag, required) => {
    expect(isRequired(flag)).toBe(required)
  })
})

describe('form definition → JSON Schema + uiSchema', () => {
  const fields = fieldModels(form)

  it('keeps the backend field order, the "other" text right after its field', () => {
    const { uiSchema } = toRenderedForm(fields, 'en', say.en)
    expect(uiSchema['ui:order']).toEqual([
      'field71',
      'field72',
      'field73',
      'field74',
      'field75',
      'field75Other',
      'field76',
      'field76Other',
      'field77',
    ])
  })

  it('labels each property by the field name and types it by the field type', () => {
    const { schema } = toRenderedForm(fields, 'en', say.en)
    expect(schema.properties).toMatchObject({
      field71: { type: 'string', title: 'Name' },
      field74: { type: 'string', title: 'Size', enum: ['Small', 'Large'] },
      field75: { type: 'string', title: 'Industry', enum: ['Retail', 'Energy', 'Other'] },
      field76: {
        type: 'array',
        title: 'Products',
        items: { type: 'string', enum: ['ERP', 'AI', 'Other'] },
        uniqueItems: true,
      },
      field77: { type: 'string', title: 'Notes' },
    })
  })

  it('lists the required fields (for the label marks)', () => {
    expect(toRenderedForm(fields, 'en', say.en).schema.required).toEqual(['field71', 'field72', 'field74', 'field75'])
  })

  it.each([
    ['field71', { 'ui:placeholder': 'Your full name' }],
    [
      'field72',
      { 'ui:placeholder': 'Please enter', 'ui:help': 'Only to call you back', 'ui:options': { inputType: 'tel' } },
    ],
    ['field73', { 'ui:placeholder': 'Please enter', 'ui:options': { inputType: 'email' } }],
    ['field74', { 'ui:widget': 'radio', 'ui:placeholder': 'Please select' }],
    ['field75', { 'ui:widget': 'select', 'ui:placeholder': 'Please select' }],
    ['field76', { 'ui:widget': 'checkboxes', 'ui:placeholder': 'Please select' }],
    ['field77', { 'ui:widget': 'textarea', 'ui:placeholder': 'Please enter' }],
  ])('uiSchema of %s: widget, placeholder, help', (key, expected) => {
    expect(toRenderedForm(fields, 'en', say.en).uiSchema[key]).toMatchObject(expected)
  })

  it('uses the Chinese default placeholders and "other" label on the Chinese site', () => {
    const { schema, uiSchema } = toRenderedForm(fields, 'zh', say.zh)
    expect(uiSchema.field73).toMatchObject({ 'ui:placeholder': '请输入' })
    expect(uiSchema.field74).toMatchObject({ 'ui:placeholder': '请选择' })
    expect(schema.properties?.field75).toMatchObject({ enum: ['Retail', 'Energy', '其他'] })
  })

  it('shows the "other" text field only while "other" is chosen', () => {
    expect(toRenderedForm(fields, 'en', say.en, {}).uiSchema.field75Other).toEqual({ 'ui:widget': 'hidden' })
    expect(toRenderedForm(fields, 'en', say.en, { field75: 'Other' }).uiSchema.field75Other).toMatchObject({
      'ui:placeholder': 'Please enter',
    })
    expect(toRenderedForm(fields, 'en', say.en, { field76: ['ERP'] }).uiSchema.field76Other).toEqual({
      'ui:widget': 'hidden',
    })
    expect(
      toRenderedForm(fields, 'en', say.en, { field76: ['ERP', 'Other'] }).uiSchema.field76Other,
    ).not.toHaveProperty('ui:widget')
  })

  it('reads the e-mail and mobile fields from the label when displayForm is missing; unknown types are text inputs', () => {
    const models = fieldModels({
      id: 1,
      formFields: [
        { id: 1, name: '邮箱', type: 'INPUT' },
        { id: 2, name: '手机号', type: 'INPUT' },
        { id: 3, name: 'Rating', type: 'SLIDER' },
      ],
    })
    expect(models.map((field) => [field.format, field.kind])).toEqual([
      ['email', 'input'],
      ['phone', 'input'],
      [null, 'input'],
    ])
  })

  it('renders a form without fields as an empty object schema', () => {
    expect(toRenderedForm(fieldModels({ id: 1, formFields: null }), 'zh', say.zh).schema).toEqual({
      type: 'object',
      properties: {},
      required: [],
    })
  })
})
