/**
 * What this server accepts as an enquiry (`POST /api/internal/form`), before the embedded store or the
 * CMS sees it: JSON only, a body that fits a form, every value of a sane length, only the properties of
 * SPEC §3 "Form submission" (unknown ones dropped), and a few enquiries a minute per client. Anything else
 * is refused with a 4xx envelope `{ code, message }` and nothing is stored or forwarded.
 */

/** A form of 50 fields with long answers is still far below this. */
export const ENQUIRY_MAX_BYTES = 32 * 1024
export const ENQUIRY_MAX_FIELDS = 50
/** A textarea answer (SPEC §3 TEXTAREA) may be a few paragraphs; nothing a visitor types is longer. */
export const FIELD_VALUE_MAX_CHARS = 2000
const TRAFFIC_VALUE_MAX_CHARS = 2048

export type EnquiryCheck = { ok: true; body: CleanEnquiry } | { ok: false; status: 400 | 413 | 415; message: string }

export interface CleanEnquiry {
  site: { id: number }
  form: { id: number }
  fieldValues: Array<{ formField: { id: number }; value: string }>
  formTypeSource?: string | null
  sourceId?: number | null
  trafficAccessReq?: Partial<Record<(typeof TRAFFIC_FIELDS)[number], string | null>> | null
}

const TRAFFIC_FIELDS = ['bdVid', 'extInfo', 'deviceType', 'deviceId', 'pageUrl'] as const

/** Checks the raw request (content type, size, JSON) and returns the enquiry with known properties only. */
export function checkEnquiry(contentType: string | undefined, raw: string): EnquiryCheck {
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) {
    return { ok: false, status: 415, message: 'An enquiry must be sent as application/json' }
  }
  if (Buffer.byteLength(raw) > ENQUIRY_MAX_BYTES) {
    return { ok: false, status: 413, message: `An enquiry may be at most ${ENQUIRY_MAX_BYTES} bytes` }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { ok: false, status: 400, message: 'The enquiry is not valid JSON' }
  }
  return clean(parsed)
}

function clean(value: unknown): EnquiryCheck {
  const refuse = (message: string): EnquiryCheck => ({ ok: false, status: 400, message })
  if (!isRecord(value)) return refuse('The enquiry must be a JSON object')
  const siteId = idOf(value.site)
  const formId = idOf(value.form)
  if (siteId === undefined) return refuse('site.id must be a number')
  if (formId === undefined) return refuse('form.id must be a number')
  if (!Array.isArray(value.fieldValues)) return refuse('fieldValues must be a list')
  if (value.fieldValues.length > ENQUIRY_MAX_FIELDS)
    return refuse(`An enquiry may have at most ${ENQUIRY_MAX_FIELDS} fields`)

  const fieldValues: CleanEnquiry['fieldValues'] = []
  for (const [index, item] of value.fieldValues.entries()) {
    const fieldId = isRecord(item) ? idOf(item.formField) : undefined
    if (!isRecord(item) || fieldId === undefined) return refuse(`fieldValues/${index}/formField.id must be a number`)
    if (typeof item.value !== 'string') return refuse(`fieldValues/${index}/value must be text`)
    if (item.value.length > FIELD_VALUE_MAX_CHARS)
      return refuse(`fieldValues/${index}/value is longer than ${FIELD_VALUE_MAX_CHARS} characters`)
    fieldValues.push({ formField: { id: fieldId }, value: item.value })
  }

  const body: CleanEnquiry = { site: { id: siteId }, form: { id: formId }, fieldValues }
  if ('formTypeSource' in value) {
    if (value.formTypeSource !== null && typeof value.formTypeSource !== 'string')
      return refuse('formTypeSource must be text')
    body.formTypeSource = value.formTypeSource
  }
  if ('sourceId' in value) {
    if (value.sourceId !== null && !isFiniteNumber(value.sourceId)) return refuse('sourceId must be a number')
    body.sourceId = value.sourceId
  }
  if ('trafficAccessReq' in value && value.trafficAccessReq !== undefined) {
    const traffic = value.trafficAccessReq
    if (traffic !== null && !isRecord(traffic)) return refuse('trafficAccessReq must be an object')
    if (traffic === null) body.trafficAccessReq = null
    else {
      const kept: NonNullable<CleanEnquiry['trafficAccessReq']> = {}
      for (const name of TRAFFIC_FIELDS) {
        const field = traffic[name]
        if (field === undefined) continue
        if (field !== null && typeof field !== 'string') return refuse(`trafficAccessReq.${name} must be text`)
        if (typeof field === 'string' && field.length > TRAFFIC_VALUE_MAX_CHARS) {
          return refuse(`trafficAccessReq.${name} is longer than ${TRAFFIC_VALUE_MAX_CHARS} characters`)
        }
        kept[name] = field
      }
      body.trafficAccessReq = kept
    }
  }
  return { ok: true, body }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const idOf = (ref: unknown): number | undefined => (isRecord(ref) && isFiniteNumber(ref.id) ? ref.id : undefined)
