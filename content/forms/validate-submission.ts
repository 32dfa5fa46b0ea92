/**
 * Checks a submission's field values against the form definition (SPEC §5). Messages follow the form's
 * language: "{label}不能为空" / "{label} cannot be empty", the e-mail and mobile-number messages, and
 * option values that are not offered.
 *
 * Required rule (decision): SPEC §5 says fields are required unless marked otherwise, and docs/contract.md says
 * `required` is "TRUE" or anything else. So a field is required when `required` is "TRUE" (or `true`) or
 * absent (null/undefined), and optional when it carries any other value ("FALSE", false, "NO"…). The
 * demo forms always set it explicitly.
 */
import type { Lang } from '../demo/context'

export interface FieldDefinition {
  id: number
  name: string
  type: string
  displayForm?: string | null
  required?: string | boolean | null
  fieldOptions?: string[] | null
  openOther?: string | null
}

export interface FieldValue {
  formField: { id: number }
  value: string
}

/** SPEC §5: letters, digits, underscore, dot, hyphen around the at-sign, then one or two alphabetic parts. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*(\.[A-Za-z]+){1,2}$/
/** SPEC §5: 11 digits, starting with 1 then 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/

/** The "other" choice label per language (docs/contract.md: 其他 / Other). */
const OTHER_LABELS = ['其他', 'Other']

export function isRequired(field: FieldDefinition): boolean {
  const flag = field.required
  if (flag === undefined || flag === null) return true
  return flag === true || (typeof flag === 'string' && flag.toUpperCase() === 'TRUE')
}

/** A value is the other choice when it is the marker alone or "marker (text)" (full-width brackets too). */
function isOtherValue(value: string): boolean {
  const trimmed = value.trim()
  return OTHER_LABELS.some(
    (label) => trimmed === label || new RegExp(`^${label}\\s*[（(][\\s\\S]*[)）]$`).test(trimmed),
  )
}

function messages(lang: Lang) {
  return lang === 'zh'
    ? {
        empty: (label: string) => `${label}不能为空`,
        email: (label: string) => `${label}：请输入正确的邮箱`,
        phone: (label: string) => `${label}：请输入正确的手机号`,
        option: (label: string, value: string) => `${label}：选项“${value}”不存在`,
        unknown: (id: number) => `表单中没有字段 ${id}`,
        duplicate: (label: string) => `${label}：重复提交`,
      }
    : {
        empty: (label: string) => `${label} cannot be empty`,
        email: (label: string) => `${label}: please enter a correct email`,
        phone: (label: string) => `${label}: please enter a correct mobile number`,
        option: (label: string, value: string) => `${label}: "${value}" is not one of the options`,
        unknown: (id: number) => `the form has no field ${id}`,
        duplicate: (label: string) => `${label}: submitted more than once`,
      }
}

/** Splits a multi-select value ("A, B, Other (text)") into its choices; the other text may itself hold commas. */
function splitChoices(value: string): string[] {
  const parts = value.split(', ')
  const otherStart = parts.findIndex((part) => OTHER_LABELS.some((label) => part.trim().startsWith(label)))
  if (otherStart < 0) return parts
  return [...parts.slice(0, otherStart), parts.slice(otherStart).join(', ')]
}

function optionProblem(field: FieldDefinition, value: string, say: ReturnType<typeof messages>): string | null {
  const options = field.fieldOptions ?? []
  const allowsOther = (field.openOther ?? '').toUpperCase() === 'TURNON'
  const choices = field.type === 'CHECKBOX' ? splitChoices(value) : [value]
  for (const choice of choices) {
    if (options.includes(choice.trim())) continue
    if (allowsOther && isOtherValue(choice)) continue
    return say.option(field.name, choice)
  }
  return null
}

/** Returns the problems of the submitted values; empty when the submission is acceptable. */
export function submissionProblems(
  fields: readonly FieldDefinition[],
  values: readonly FieldValue[],
  lang: Lang,
): string[] {
  const say = messages(lang)
  const problems: string[] = []
  const byId = new Map(fields.map((field) => [field.id, field]))
  const given = new Map<number, string>()
  for (const { formField, value } of values) {
    const field = byId.get(formField.id)
    if (!field) {
      problems.push(say.unknown(formField.id))
      continue
    }
    if (given.has(field.id)) problems.push(say.duplicate(field.name))
    given.set(field.id, value)
  }
  for (const field of fields) {
    const value = given.get(field.id)?.trim() ?? ''
    if (value === '') {
      if (isRequired(field)) problems.push(say.empty(field.name))
      continue
    }
    const display = (field.displayForm ?? '').toUpperCase()
    if (display === 'EMAIL' && !EMAIL_PATTERN.test(value)) problems.push(say.email(field.name))
    else if (display === 'PHONE' && !PHONE_PATTERN.test(value)) problems.push(say.phone(field.name))
    else if (['RADIO', 'CHECKBOX', 'SELECT'].includes(field.type)) {
      const problem = optionProblem(field, value, say)
      if (problem) problems.push(problem)
    }
  }
  return problems
}
