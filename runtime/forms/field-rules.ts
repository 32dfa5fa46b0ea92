import type { FieldModel, FormLang, FormValues } from './form-model'

/**
 * SPEC §5, the only validation the visitor sees: a required field must not be empty
 * ("{label} cannot be empty"), an e-mail field must hold a correct e-mail, a mobile field an 11-digit
 * mainland mobile number. The embedded content API checks the same rules again on the server.
 */

/** Letters, digits, underscore, dot, hyphen before and after the at-sign, then one or two alphabetic parts. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*(\.[A-Za-z]+){1,2}$/
/** 11 digits, starting with 1 then 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/

export const FIELD_MESSAGES: Record<FormLang, { empty: (label: string) => string; email: string; phone: string }> = {
  zh: { empty: (label) => `${label}不能为空`, email: '请输入正确的邮箱', phone: '请输入正确的手机号' },
  en: {
    empty: (label) => `${label} cannot be empty`,
    email: 'Please enter a correct email',
    phone: 'Please enter a correct mobile number',
  },
}

export function isEmptyValue(value: FormValues[string]): boolean {
  if (Array.isArray(value)) return value.length === 0
  return value === undefined || value.trim() === ''
}

/** The first problem of each field, by field key; empty when the form may be sent. */
export function fieldErrors(fields: readonly FieldModel[], values: FormValues, lang: FormLang): Record<string, string> {
  const say = FIELD_MESSAGES[lang]
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const value = values[field.key]
    if (isEmptyValue(value)) {
      if (field.required) errors[field.key] = say.empty(field.label)
      continue
    }
    if (typeof value !== 'string') continue
    if (field.format === 'email' && !EMAIL_PATTERN.test(value.trim())) errors[field.key] = say.email
    if (field.format === 'phone' && !PHONE_PATTERN.test(value.trim())) errors[field.key] = say.phone
  }
  return errors
}
