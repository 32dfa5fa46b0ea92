import type { RJSFSchema, ValidationData, ValidatorType } from '@rjsf/utils'
import { resolveLocalRef } from './local-ref'

type Schema = { [key: string]: unknown }

/**
 * rjsf's validator in the workbench: the real check is the server's (ajv against the block schema, its
 * errors passed to the form as `extraErrors`), since ajv compiles with `new Function`, which the site's
 * Content-Security-Policy forbids in the browser. rjsf still asks which branch of an `anyOf`/`oneOf` some
 * data fits (`isValid`): answered here by type, enum and required properties, enough for the block schemas.
 */
export const workbenchValidator: ValidatorType<unknown, RJSFSchema> = {
  validateFormData: (): ValidationData<unknown> => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData, rootSchema) => fits(schema as Schema, formData, rootSchema as Schema),
  rawValidation: () => ({ errors: [] }),
}

export function fits(schema: Schema, value: unknown, root: Schema): boolean {
  const resolved = resolveLocalRef(schema, root)
  const branches = (resolved.anyOf ?? resolved.oneOf) as Schema[] | undefined
  if (branches) return branches.some((branch) => fits(branch, value, root))
  if (Array.isArray(resolved.enum) && !resolved.enum.includes(value)) return false
  const types = resolved.type === undefined ? [] : ([] as unknown[]).concat(resolved.type)
  if (types.length && !types.some((type) => hasType(type, value))) return false
  if (Array.isArray(value) && resolved.items && typeof resolved.items === 'object')
    return value.every((item) => fits(resolved.items as Schema, item, root))
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const required = Array.isArray(resolved.required) ? (resolved.required as string[]) : []
    return required.every((key) => key in value)
  }
  return true
}

function hasType(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'array':
      return Array.isArray(value)
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value)
    case 'integer':
      return Number.isInteger(value)
    case 'null':
      return value === null
    default:
      return typeof value === type
  }
}
