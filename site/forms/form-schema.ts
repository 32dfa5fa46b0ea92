import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import type { Translate } from '../i18n'
import { OTHER_LABEL, type FieldModel, type FormLang, type FormValues } from './form-model'

/**
 * The backend's fields as the JSON Schema and uiSchema rjsf renders (SPEC §3 Form, §5 placeholders):
 * one string property per field (an array of strings for CHECKBOX), in the backend's order, labelled by
 * the field name, the explanation as help text under the field, the prompt text (or "please enter" /
 * "please select" in the site's language, `forms.placeholder.*`) as placeholder. A field with `openOther` gets the "other" choice
 * and a free-text property right after it, shown only while "other" is chosen.
 *
 * Validation is not expressed in the schema: the rules and their exact messages live in field-rules.ts.
 * `required` is listed only so rjsf marks the labels.
 */
export interface RenderedForm {
  schema: RJSFSchema
  uiSchema: UiSchema<FormValues, RJSFSchema>
}

export function choicesOf(field: FieldModel, lang: FormLang): string[] {
  return field.otherKey ? [...field.options, OTHER_LABEL[lang]] : field.options
}

/** True when the visitor has picked the field's "other" choice. */
export function otherChosen(field: FieldModel, values: FormValues, lang: FormLang): boolean {
  if (!field.otherKey) return false
  const value = values[field.key]
  const other = OTHER_LABEL[lang]
  return Array.isArray(value) ? value.includes(other) : value === other
}

export function toRenderedForm(
  fields: readonly FieldModel[],
  lang: FormLang,
  t: Translate,
  values: FormValues = {},
): RenderedForm {
  const properties: Record<string, RJSFSchema> = {}
  const uiSchema: UiSchema<FormValues, RJSFSchema> = {}
  const order: string[] = []
  const placeholders = { enter: t('forms.placeholder.enter'), select: t('forms.placeholder.select') }

  for (const field of fields) {
    properties[field.key] = propertyOf(field, lang)
    uiSchema[field.key] = {
      ...widgetOf(field),
      'ui:placeholder': field.placeholder ?? (isChoice(field) ? placeholders.select : placeholders.enter),
      ...(field.help ? { 'ui:help': field.help } : {}),
      ...(field.format === 'email' ? { 'ui:options': { inputType: 'email' } } : {}),
      ...(field.format === 'phone' ? { 'ui:options': { inputType: 'tel' } } : {}),
    }
    order.push(field.key)
    if (field.otherKey) {
      properties[field.otherKey] = { type: 'string', title: `${field.label} · ${OTHER_LABEL[lang]}` }
      uiSchema[field.otherKey] = otherChosen(field, values, lang)
        ? { 'ui:placeholder': placeholders.enter, 'ui:label': false, classNames: 'enquiry-form__other' }
        : { 'ui:widget': 'hidden' }
      order.push(field.otherKey)
    }
  }
  uiSchema['ui:order'] = order

  return {
    schema: {
      type: 'object',
      properties,
      required: fields.filter((field) => field.required).map((field) => field.key),
    },
    uiSchema,
  }
}

function isChoice(field: FieldModel): boolean {
  return field.kind === 'radio' || field.kind === 'checkbox' || field.kind === 'select'
}

function propertyOf(field: FieldModel, lang: FormLang): RJSFSchema {
  const title = field.label
  switch (field.kind) {
    case 'checkbox':
      return { type: 'array', title, items: { type: 'string', enum: choicesOf(field, lang) }, uniqueItems: true }
    case 'radio':
    case 'select':
      return { type: 'string', title, enum: choicesOf(field, lang) }
    default:
      return { type: 'string', title }
  }
}

function widgetOf(field: FieldModel): UiSchema {
  switch (field.kind) {
    case 'textarea':
      return { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } }
    case 'radio':
      return { 'ui:widget': 'radio' }
    case 'checkbox':
      return { 'ui:widget': 'checkboxes' }
    case 'select':
      return { 'ui:widget': 'select' }
    default:
      return {}
  }
}
