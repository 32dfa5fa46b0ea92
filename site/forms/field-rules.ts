import type { Translate } from '../i18n'
import type { FieldModel, FormValues } from './form-model'

/**
 * SPEC §5, the only validation the visitor sees: a required field must not be empty
 * ("{label} cannot be empty"), an e-mail field must hold a correct e-mail, a mobile field an 11-digit
 * mainland mobile number. The embedded content API checks the same rules again on the server. The messages
 * are interface strings (`forms.field.*`), so the site's language pack may reword them.
 */

/** Letters, digits, underscore, dot, hyphen before and after the at-sign, then one or two alphabetic parts. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*(\.[A-Za-z]+){1,2}$/
/** 11 digits, starting with 1 then 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/

export function isEmptyValue(value: FormValues[string]): boolean {
  if (Array.isArray(value)) return value.length === 0
  return value === undefined || value.trim() === ''
}

/** The first problem of each field, by field key; empty when the form may be sent. */
export function fieldErrors(fields: readonly FieldModel[], values: FormValues, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const value = values[field.key]
    if (isEmptyValue(value)) {
      if (field.required) errors[field.key] = t('forms.field.empty', { label: field.label })
      continue
    }
    if (typeof value !== 'string') continue
    if (field.format === 'email' && !EMAIL_PATTERN.test(value.trim())) errors[field.key] = t('forms.field.email')
    if (field.format === 'phone' && !PHONE_PATTERN.test(value.trim())) errors[field.key] = t('forms.field.phone')
  }
  return errors
}
