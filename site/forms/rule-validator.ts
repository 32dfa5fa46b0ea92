import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils'
import { fieldErrors } from './field-rules'
import type { Translate } from '../i18n'
import type { FieldModel, FormValues } from './form-model'

/**
 * rjsf's validator for the enquiry forms, running the SPEC §5 rules (field-rules.ts) instead of ajv.
 * @rjsf/validator-ajv8 compiles every schema with `new Function`, which the site's Content-Security-Policy
 * forbids (no 'unsafe-eval'), and the forms are built at run time from the backend's definitions, so they
 * cannot be compiled ahead of time either. The schemas carry no conditions (oneOf, if, dependencies), so
 * rjsf never needs a generic schema check (`isValid`).
 */
export function ruleValidator(fields: readonly FieldModel[], t: Translate): ValidatorType<FormValues, RJSFSchema> {
  return {
    validateFormData(formData): ValidationData<FormValues> {
      const problems = fieldErrors(fields, formData ?? {}, t)
      const errors: RJSFValidationError[] = []
      const errorSchema: Record<string, { __errors: string[] }> = {}
      for (const [key, message] of Object.entries(problems)) {
        errors.push({ name: 'spec', property: `.${key}`, message, stack: message })
        errorSchema[key] = { __errors: [message] }
      }
      return { errors, errorSchema: errorSchema as ErrorSchema<FormValues> }
    },
    isValid: () => true,
    rawValidation: () => ({ errors: [] }),
  }
}
