import type { Form, FormField } from '../../schemas/api.gen'

/**
 * The backend's form definition (SPEC §3 Form, docs/contract.md `GET form/{id}`) read into the few facts the
 * form needs, so the schema conversion, the validation rules and the submission builder agree on them.
 */
export type FieldKind = 'input' | 'textarea' | 'radio' | 'checkbox' | 'select'
export type FieldFormat = 'email' | 'phone' | null

export interface FieldModel {
  id: number
  /** Key of the field's value in the form data. */
  key: string
  /** Key of the "other" choice's free text, when the field offers one. */
  otherKey: string | null
  label: string
  kind: FieldKind
  format: FieldFormat
  required: boolean
  help: string | null
  placeholder: string | null
  options: string[]
}

export type FormLang = 'zh' | 'en'

/** The "other" choice that `openOther: "TURNON"` adds (docs/contract.md: 其他 / Other). */
export const OTHER_LABEL: Record<FormLang, string> = { zh: '其他', en: 'Other' }

const KINDS: Record<string, FieldKind> = {
  INPUT: 'input',
  TEXTAREA: 'textarea',
  RADIO: 'radio',
  CHECKBOX: 'checkbox',
  SELECT: 'select',
}

/** Required unless marked otherwise (SPEC §5): only an explicit value other than "TRUE" makes a field optional. */
export function isRequired(flag: FormField['required']): boolean {
  if (flag === undefined || flag === null) return true
  return flag === true || (typeof flag === 'string' && flag.trim().toUpperCase() === 'TRUE')
}

/** `displayForm` marks e-mail and mobile fields; the label is the fallback hint (docs/contract.md). */
function formatOf(field: FormField): FieldFormat {
  const display = (field.displayForm ?? '').trim().toUpperCase()
  if (display === 'EMAIL') return 'email'
  if (display === 'PHONE' || display === 'MOBILE') return 'phone'
  if (display !== '') return null
  const label = field.name.toLowerCase()
  if (/邮箱|e-?mail/.test(label)) return 'email'
  if (/手机|mobile/.test(label)) return 'phone'
  return null
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

/** The form's fields in the backend's order; a field of an unknown type is shown as a text input. */
export function fieldModels(form: Form): FieldModel[] {
  return (form.formFields ?? []).map((field) => {
    const kind = KINDS[field.type.trim().toUpperCase()] ?? 'input'
    const choice = kind === 'radio' || kind === 'checkbox' || kind === 'select'
    const hasOther = choice && (field.openOther ?? '').trim().toUpperCase() === 'TURNON'
    const key = `field${field.id}`
    return {
      id: field.id,
      key,
      otherKey: hasOther ? `${key}Other` : null,
      label: field.name,
      kind,
      format: kind === 'input' ? formatOf(field) : null,
      required: isRequired(field.required),
      help: text(field.explain),
      placeholder: text(field.promptText),
      options: choice ? (field.fieldOptions ?? []).filter((option) => option.trim() !== '') : [],
    }
  })
}

/** What the visitor has entered, by field key: strings, or lists of strings for multi-select fields. */
export type FormValues = Record<string, string | string[] | undefined>
