import type { ApiCallName } from '../../schemas/api.gen'
import type { AnswerRepair } from '../../schemas/repair'
import { answerProblems, repairAnswer } from '../../schemas/validate'
import { failureOutcome } from './consequences'
import { shortValue, type Finding, type FindingRequest } from './findings'
import { unknownFields } from './unknown-fields'

/** What came back for one request: an HTTP answer, or none (the reason, or the time waited). */
export type RawAnswer =
  | { kind: 'answer'; status: number; text: string }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'timeout'; ms: number }

/** One checked request: what is wrong with it, and `data` as the site reads it when the call is usable. */
export interface CheckedAnswer {
  findings: Finding[]
  /** The repaired `data` (what pages get); absent when the call fails. */
  data?: unknown
  usable: boolean
}

/** Where a request belongs: its call, its site's mark, the request itself. */
export interface CheckedRequest {
  call: ApiCallName
  site: string | null
  request: FindingRequest
}

type Envelope = { ok: true; data: unknown } | { ok: false; problem: string; pageStatus: number; value?: string }

const isOk = (code: unknown) => code === '200' || code === 200
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The envelope as the client reads it (site/api/client.ts, SPEC §7/§8): only code "200"/200 yields
 * data; otherwise the page status the site answers when this is a page's main call (docs/architecture.md "Error
 * semantics": code 404 or HTTP 404 → 404, another code → 500, HTTP 5xx or no envelope → 502,
 * unreachable → 503, too slow → 504).
 */
export function readEnvelope(raw: RawAnswer): Envelope {
  if (raw.kind === 'unreachable')
    return { ok: false, problem: `the backend could not be reached: ${raw.reason}`, pageStatus: 503 }
  if (raw.kind === 'timeout') return { ok: false, problem: `no answer within ${raw.ms} ms`, pageStatus: 504 }
  const body = parseJson(raw.text)
  const envelope =
    typeof body === 'object' && body !== null && !Array.isArray(body) && 'code' in body
      ? (body as { code?: unknown; data?: unknown; message?: unknown })
      : undefined
  const excerpt = raw.text.trim() === '' ? undefined : shortValue(raw.text)
  if (raw.status >= 500) {
    const message = textOf(envelope?.message)
    return { ok: false, problem: `HTTP ${raw.status}${message ? `: ${message}` : ''}`, pageStatus: 502, value: excerpt }
  }
  if (envelope) {
    if (isOk(envelope.code)) return { ok: true, data: envelope.data }
    const message = textOf(envelope.message)
    return {
      ok: false,
      problem: `envelope code ${JSON.stringify(envelope.code)}${message ? `: ${message}` : ' without a message'}`,
      pageStatus: String(envelope.code) === '404' ? 404 : 500,
      value: excerpt,
    }
  }
  if (raw.status < 200 || raw.status > 299)
    return { ok: false, problem: `HTTP ${raw.status}`, pageStatus: raw.status === 404 ? 404 : 502, value: excerpt }
  const problem = body === undefined ? 'the answer is not JSON' : 'the answer is not a { code, data, message } envelope'
  return { ok: false, problem, pageStatus: 502, value: excerpt }
}

/**
 * Checks one answer the way the site reads it: the envelope, then `data` against the call's schema the
 * tolerant way (schemas/repair.ts), then the fields the schema does not know.
 * - a call that yields no usable data: an `error` at the root, or at the problem's pointer;
 * - each cut of the tolerant reader: a `repair` at the value that broke (a required field that is missing
 *   or broken is reported at the field, with the object it cost as the outcome: `dropped item /0`);
 * - each unknown field: a `note`.
 */
export function checkAnswer(checked: CheckedRequest, raw: RawAnswer): CheckedAnswer {
  const { call, site, request } = checked
  const finding = (
    fields: Pick<Finding, 'level' | 'pointer' | 'problem' | 'outcome'> & { value?: string },
  ): Finding => ({
    ...fields,
    call,
    site,
    request,
  })
  const envelope = readEnvelope(raw)
  if (!envelope.ok) {
    return {
      usable: false,
      findings: [
        finding({
          level: 'error',
          pointer: '',
          problem: envelope.problem,
          outcome: failureOutcome(call, envelope.pageStatus),
          ...(envelope.value === undefined ? {} : { value: envelope.value }),
        }),
      ],
    }
  }
  const { data } = envelope
  const notes = unknownFields(call, data).map((field) =>
    finding({
      level: 'note',
      pointer: field.pointer,
      problem: 'not in the contract',
      outcome: 'ignored',
      value: shortValue(field.value),
    }),
  )
  const outcome = repairAnswer(call, data)
  if (!outcome.ok) {
    const absent = data === null || data === undefined
    const seen = new Set<string>()
    const errors: Finding[] = []
    // The last round names a required field as missing; the strict reading says what was wrong with it.
    const strict = answerProblems(call, data)
    for (const problem of outcome.problems) {
      const pointer = brokenPointer(problem.path, problem.message)
      if (seen.has(pointer)) continue
      seen.add(pointer)
      errors.push(
        finding({
          level: 'error',
          pointer,
          problem: strict.find((candidate) => candidate.path === pointer)?.message ?? problem.message,
          outcome: failureOutcome(call, absent ? 404 : 502),
          ...valueAt(data, pointer),
        }),
      )
    }
    return { usable: false, findings: [...errors, ...notes] }
  }
  const repairs = repairFindings(outcome.repairs, data).map((repair) => finding({ level: 'repair', ...repair }))
  return { usable: true, data: outcome.value, findings: [...repairs, ...notes] }
}

const REQUIRED = /^must have required property '(.+)'$/

/** Where the data broke: a missing required property is the property's pointer, not its object's. */
function brokenPointer(path: string, message: string): string {
  const missing = REQUIRED.exec(message)?.[1]
  return missing === undefined ? path : `${path}/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}`
}

interface RepairFinding {
  pointer: string
  problem: string
  outcome: string
  value?: string
}

/**
 * The tolerant reader's cuts as one finding per broken value: a cut forced by an earlier one (the object
 * of a removed required field) is folded into that field's finding as its outcome.
 */
function repairFindings(repairs: AnswerRepair[], data: unknown): RepairFinding[] {
  const findings: RepairFinding[] = []
  const byRemovedLocation = new Map<string, RepairFinding>()
  for (const repair of repairs) {
    const pointer = brokenPointer(repair.path, repair.problem)
    const earlier = pointer === repair.path ? undefined : byRemovedLocation.get(pointer)
    if (earlier) {
      earlier.outcome = `${repair.action} ${repair.path || '(root)'}`
      byRemovedLocation.set(repair.path, earlier)
      continue
    }
    const cut: RepairFinding = {
      pointer,
      problem: repair.problem,
      outcome: pointer === repair.path ? repair.action : `${repair.action} ${repair.path}`,
      ...valueAt(data, pointer),
    }
    findings.push(cut)
    byRemovedLocation.set(repair.path, cut)
  }
  return findings
}

/** `{ value }` of the JSON at `pointer` in `data`, shortened; `{}` when there is nothing there. */
function valueAt(data: unknown, pointer: string): { value?: string } {
  let node: unknown = data
  for (const raw of pointer === '' ? [] : pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return {}
    node = (node as Record<string, unknown>)[key]
  }
  return { value: shortValue(node) }
}
