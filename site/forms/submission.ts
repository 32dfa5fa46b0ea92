import type { FormSubmission } from '../../schemas/api.gen'
import { otherChosen } from './form-schema'
import { OTHER_LABEL, type FieldModel, type FormLang, type FormValues } from './form-model'

/**
 * The body of `POST /api/internal/form` (SPEC §3 Form submission, §5, §7): empty values left out,
 * multi-select values joined with ", ", the "other" choice written as "other (text)", the source of the
 * form from the page's path, and the visitor's traffic details.
 */
export type FormTypeSource = NonNullable<FormSubmission['formTypeSource']>
export type TrafficAccess = NonNullable<FormSubmission['trafficAccessReq']>

/** SPEC §7: product, case (as example), solution, periodical (as corporate publication), otherwise the index model. */
const SOURCE_BY_SEGMENT: Record<string, FormTypeSource> = {
  product: 'PRODUCT',
  case: 'EXAMPLE',
  'case-detail': 'EXAMPLE',
  solution: 'SOLUTION',
  periodical: 'CORPORATE_PUBLICATION',
}

export interface FormSource {
  formTypeSource: FormTypeSource
  /** The id in the path (`/product/1401` → 1401) on the pages of a source type, else null. */
  sourceId: number | null
}

export function formSource(pathname: string): FormSource {
  const [first = '', second = ''] = pathname.split('/').filter((segment) => segment !== '')
  const formTypeSource = SOURCE_BY_SEGMENT[first.toLowerCase()] ?? 'INDEX_MODEL'
  const id = /^\d+$/.test(second) ? Number(second) : null
  return { formTypeSource, sourceId: formTypeSource === 'INDEX_MODEL' ? null : id }
}

export function fieldValues(
  fields: readonly FieldModel[],
  values: FormValues,
  lang: FormLang,
): FormSubmission['fieldValues'] {
  const result: FormSubmission['fieldValues'] = []
  for (const field of fields) {
    const value = valueOf(field, values, lang)
    if (value !== '') result.push({ formField: { id: field.id }, value })
  }
  return result
}

function valueOf(field: FieldModel, values: FormValues, lang: FormLang): string {
  const raw = values[field.key]
  const chosen = (Array.isArray(raw) ? raw : [raw ?? '']).map((item) => item.trim()).filter((item) => item !== '')
  const otherText = field.otherKey ? String(values[field.otherKey] ?? '').trim() : ''
  const other = OTHER_LABEL[lang]
  const written =
    otherChosen(field, values, lang) && otherText !== ''
      ? chosen.map((item) => (item === other ? `${other} (${otherText})` : item))
      : chosen
  // Keep the options in the backend's order whatever order they were ticked in.
  if (Array.isArray(raw)) written.sort((a, b) => rank(field, a, other) - rank(field, b, other))
  return written.join(', ')
}

function rank(field: FieldModel, value: string, other: string): number {
  const index = field.options.indexOf(value)
  if (index >= 0) return index
  return value.startsWith(other) ? field.options.length : field.options.length + 1
}

export interface SubmissionInput {
  siteId: number
  formId: number
  fields: readonly FieldModel[]
  values: FormValues
  lang: FormLang
  pathname: string
  traffic: TrafficAccess
}

export function buildSubmission(input: SubmissionInput): FormSubmission {
  const { formTypeSource, sourceId } = formSource(input.pathname)
  return {
    site: { id: input.siteId },
    form: { id: input.formId },
    fieldValues: fieldValues(input.fields, input.values, input.lang),
    formTypeSource,
    sourceId,
    trafficAccessReq: input.traffic,
  }
}
