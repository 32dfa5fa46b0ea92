import type { ApiCallName } from '../../../schemas/api.gen'
import type { HtmlPayload } from './inspect-page'
import {
  acceptsTypeOf,
  answerSchema,
  jsonTypeOf,
  locationsOf,
  pointerOf,
  type Location,
  type Step,
} from './schema-walk'

/**
 * Schema drift inside an answer's `data` (a real CMS fills, renames and retypes fields over time), at
 * the root and in the first item of every list, recursively:
 * - on an optional field present in the demo answer: removed (a null one too), `null`, a wrong type
 *   (number ↔ string, anything else → string), emptied, an object wrapped in a one-element array or a
 *   list replaced by its first item;
 * - on every number below the root, required ones (ids) included: the number as its text (`"1401"`);
 * - on lists: the first item replaced by `42`, a required field of the first item removed, and the list one
 *   item longer than its schema's `maxItems` (its items over again, numeric ids made new);
 * - unknown extra fields on the root and on the first item of each list;
 * - on the root: replaced by a wrong type or `null`, a required field removed, `null` or of a wrong type;
 * - on a plain-text field (a title, a name, a description: not the schema's rich text), HTML tags and
 *   entities the page must show as the characters they are.
 */
export const driftKinds = [
  'null',
  'remove',
  'wrong-type',
  'number-as-text',
  'empty',
  'wrap-in-array',
  'unwrap-array',
  'html-in-text',
  'extra-field',
  'item-replaced',
  'too-many-items',
  'required-removed',
  'required-null',
  'required-wrong-type',
  'root-wrong-type',
  'root-null',
] as const
export type DriftKind = (typeof driftKinds)[number]

/**
 * What the backend does for the whole call instead of answering (SPEC §7, §8): a non-200 code in the
 * envelope, an HTTP error, a body that is not the envelope, no answer at all, an answer too late.
 */
export const faultKinds = [
  'code-404',
  'code-500',
  'http-404',
  'http-500',
  'http-502-html',
  'not-json',
  'cut-in-half',
  'not-envelope',
  'unreachable',
  'timeout',
] as const
export type FaultKind = (typeof faultKinds)[number]

/**
 * The families the reports group mutations by. Issue 21's three — `absent` (an optional key missing, not
 * null), `wrong-type` (number ↔ string, object → array, array → object) and `html` (markup in plain
 * text) — also check what the page shows (its title and main items, no `undefined` and the like).
 */
export const mutationFamilies = [
  'absent',
  'wrong-type',
  'html',
  'null',
  'empty',
  'extra-field',
  'broken-item',
  'too-long',
  'root',
  'call-fault',
] as const
export type MutationFamily = (typeof mutationFamilies)[number]
export const contentFamilies: readonly MutationFamily[] = ['absent', 'wrong-type', 'html']

const familyOfKind: Record<DriftKind, MutationFamily> = {
  remove: 'absent',
  'wrong-type': 'wrong-type',
  'number-as-text': 'wrong-type',
  'wrap-in-array': 'wrong-type',
  'unwrap-array': 'wrong-type',
  'html-in-text': 'html',
  null: 'null',
  empty: 'empty',
  'extra-field': 'extra-field',
  'item-replaced': 'broken-item',
  'too-many-items': 'too-long',
  'required-removed': 'broken-item',
  'required-null': 'broken-item',
  'required-wrong-type': 'broken-item',
  'root-wrong-type': 'root',
  'root-null': 'root',
}

export const familyOf = (mutation: Mutation): MutationFamily =>
  mutation.type === 'fault' ? 'call-fault' : familyOfKind[mutation.kind]

/**
 * The families DRIFT_FAMILIES names (`absent,wrong-type,html`), or every family when it is unset; an
 * unknown name is an error, so a typo never runs an empty matrix.
 */
export function familiesFromEnv(value: string | undefined): MutationFamily[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '')
  if (names.length === 0) return [...mutationFamilies]
  const unknown = names.filter((name) => !(mutationFamilies as readonly string[]).includes(name))
  if (unknown.length > 0)
    throw new Error(`DRIFT_FAMILIES: unknown ${unknown.join(', ')} (families: ${mutationFamilies.join(', ')})`)
  return names as MutationFamily[]
}

export interface DataMutation {
  type: 'data'
  kind: DriftKind
  /** JSON pointer of the changed location in `data` ('' for the root). */
  pointer: string
  label: string
  /**
   * Whether the drift leaves the answer's root unusable: the schema break does not stop at a list item
   * or an optional field (which the boundary drops), but reaches the root through required fields only.
   */
  fatal: boolean
  /** The drifted copy of `data`, or undefined when `data` has no such location (another answer's shape). */
  apply(data: unknown): unknown
}

export interface CallFault {
  type: 'fault'
  kind: FaultKind
  label: string
}

export type Mutation = DataMutation | CallFault

export const callFaults: CallFault[] = faultKinds.map((kind) => ({ type: 'fault', kind, label: kind }))

/** A value of another JSON type than `value`'s, as a drifting CMS sends it (a number as text and so on). */
export function wrongTypeOf(value: unknown): unknown {
  switch (jsonTypeOf(value)) {
    case 'string':
      return 42
    case 'number':
      return 'not-a-number'
    default:
      return 'drift'
  }
}

/**
 * HTML a CMS editor pastes into a title (SPEC §9: titles and descriptions are text): tags, an entity, a
 * handler that would run, and the end of a script element, which would break out of any inline JSON the
 * page does not escape. Every element it could create carries `data-drift`.
 */
export const HTML_PAYLOAD: HtmlPayload = {
  text: `</script><b data-drift="html">DriftHtml</b> &amp; <img data-drift="html" src=x onerror="this.dataset.ran=1">`,
  marker: 'DriftHtml',
  elementSelector: 'body [data-drift], body [onerror]',
}

/** The plain-text fields: titles, names and descriptions, unless the schema says they are rich text or a URL. */
const PLAIN_TEXT_KEY =
  /^(?:title|mainTitle|subtitle|name|desc|description|introduction|introductionContent|author|activityName|titleContent|customerName|industryName|sceneName|mediaName|displayName|naviDesc|buttonTitle|enrollButtonTitle|menu)$/
const NOT_PLAIN_TEXT = /rich text|html|url/i

function isPlainText(location: Location): boolean {
  const key = location.steps.at(-1)?.key
  if (key === undefined || typeof location.value !== 'string' || location.value.trim() === '') return false
  const description = `${location.declared.description ?? ''} ${location.schema.description ?? ''}`
  return PLAIN_TEXT_KEY.test(key) && !NOT_PLAIN_TEXT.test(description)
}

/** Marks an extra field as the harness's own, so a failure report shows where it came from. */
export const EXTRA_FIELD = 'driftUnknownField'
const EXTRA_VALUE = { nested: ['drift'], count: 1 }

const NOT_APPLICABLE = Symbol('not applicable')
type Edit = (parent: Record<string, unknown> | unknown[], key: string) => void | typeof NOT_APPLICABLE

/** Applies `edit` to the location `steps` in a deep copy of `data`; undefined when the location is missing. */
function editAt(data: unknown, steps: Step[], edit: Edit): unknown {
  const copy = structuredClone(data)
  let parent: unknown = copy
  for (const step of steps.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object' || !(step.key in parent)) return undefined
    parent = (parent as Record<string, unknown>)[step.key]
  }
  const last = steps.at(-1)
  if (!last || parent === null || typeof parent !== 'object' || !(last.key in parent)) return undefined
  return edit(parent as Record<string, unknown>, last.key) === NOT_APPLICABLE ? undefined : copy
}

const setTo =
  (value: unknown): Edit =>
  (parent, key) => {
    ;(parent as Record<string, unknown>)[key] = value
  }
const removeKey: Edit = (parent, key) => {
  if (Array.isArray(parent)) return NOT_APPLICABLE
  delete parent[key]
}
const addExtraField: Edit = (parent, key) => {
  const target = (parent as Record<string, unknown>)[key]
  if (jsonTypeOf(target) !== 'object') return NOT_APPLICABLE
  ;(target as Record<string, unknown>)[EXTRA_FIELD] = EXTRA_VALUE
}

const allRequired = (steps: Step[]) => steps.every((step) => step.kind === 'required')

/** Every drift of one recorded answer of `call` (see driftKinds). */
export function dataMutationsOf(call: ApiCallName, data: unknown): DataMutation[] {
  const mutations: DataMutation[] = []
  const add: Add = (kind, steps, fatal, apply) => {
    const pointer = pointerOf(steps)
    mutations.push({ type: 'data', kind, pointer, label: `${kind} ${pointer || '(root)'}`, fatal, apply })
  }

  for (const location of locationsOf(call, data)) {
    const { steps, value } = location
    const last = steps.at(-1)
    if (!last) addRootDrifts(call, location, add)
    if (last?.kind === 'optional') addOptionalDrifts(location, add)
    // Any number, an id included, written as its text (a backend that sends 64-bit ids as strings): the
    // boundary reads it as the number, so nothing is lost.
    if (last && typeof value === 'number')
      add('number-as-text', steps, false, (answer) => editAt(answer, steps, setTo(String(value))))
    if (isPlainText(location)) {
      add('html-in-text', steps, false, (answer) =>
        editAt(answer, steps, setTo(`${HTML_PAYLOAD.text} ${String(value)}`)),
      )
    }
    const limit = location.schema.maxItems
    if (Array.isArray(value) && value.length > 0 && typeof limit === 'number') {
      const lengthen = (list: unknown[]) => longerThan(limit, list)
      add('too-many-items', steps, false, (answer) =>
        steps.length === 0 ? lengthen(answer as unknown[]) : editAt(answer, steps, setTo(lengthen(value))),
      )
    }
    if (last?.kind === 'item') add('item-replaced', steps, false, (answer) => editAt(answer, steps, setTo(42)))
    if (jsonTypeOf(value) === 'object') {
      if (!last || last.kind === 'item') {
        const apply =
          steps.length === 0 ? addExtraFieldAtRoot : (answer: unknown) => editAt(answer, steps, addExtraField)
        add('extra-field', steps, false, apply)
      }
      for (const field of location.schema.required ?? []) {
        if (!(field in (value as Record<string, unknown>))) continue
        const fieldSteps = [...steps, { key: field, kind: 'required' as const }]
        // The field's object breaks: fatal only when that object hangs from the root by required fields.
        add('required-removed', fieldSteps, allRequired(steps), (answer) => editAt(answer, fieldSteps, removeKey))
      }
    }
  }
  return mutations
}

type Add = (kind: DriftKind, steps: Step[], fatal: boolean, apply: (data: unknown) => unknown) => void

function addRootDrifts(call: ApiCallName, location: Location, add: Add): void {
  const schema = answerSchema(call)
  const wrong = wrongTypeOf(location.value)
  add('root-wrong-type', [], !acceptsTypeOf(schema, wrong), () => wrong)
  add('root-null', [], !acceptsTypeOf(schema, null), () => null)
  if (jsonTypeOf(location.value) !== 'object') return
  const record = location.value as Record<string, unknown>
  for (const field of location.schema.required ?? []) {
    if (!(field in record)) continue
    const steps: Step[] = [{ key: field, kind: 'required' }]
    const declared = location.schema.properties?.[field]
    const fieldWrong = wrongTypeOf(record[field])
    const base = location.schema.$id ?? schema.$id
    const rejects = (value: unknown) =>
      declared === undefined || !acceptsTypeOf({ ...declared, $id: declared.$id ?? base }, value)
    add('required-null', steps, rejects(null), (answer) => editAt(answer, steps, setTo(null)))
    add('required-wrong-type', steps, rejects(fieldWrong), (answer) => editAt(answer, steps, setTo(fieldWrong)))
  }
}

function addOptionalDrifts(location: Location, add: Add): void {
  const { steps, value } = location
  // An optional field breaks at most itself: the boundary treats it as absent, never fatal. A key the
  // CMS sends as null may be left out as well.
  add('remove', steps, false, (answer) => editAt(answer, steps, removeKey))
  if (value === null) return
  add('null', steps, false, (answer) => editAt(answer, steps, setTo(null)))
  add('wrong-type', steps, false, (answer) => editAt(answer, steps, setTo(wrongTypeOf(value))))
  if ((typeof value === 'string' || Array.isArray(value)) && value.length > 0) {
    add('empty', steps, false, (answer) => editAt(answer, steps, setTo(typeof value === 'string' ? '' : [])))
  }
  if (jsonTypeOf(value) === 'object') add('wrap-in-array', steps, false, (answer) => editAt(answer, steps, wrapInArray))
  if (Array.isArray(value) && value.length > 0)
    add('unwrap-array', steps, false, (answer) => editAt(answer, steps, unwrapArray))
}

const wrapInArray: Edit = (parent, key) => {
  const record = parent as Record<string, unknown>
  record[key] = [record[key]]
}
const unwrapArray: Edit = (parent, key) => {
  const record = parent as Record<string, unknown>
  const list = record[key]
  if (!Array.isArray(list) || list.length === 0) return NOT_APPLICABLE
  record[key] = list[0]
}

/** `limit + 1` items: `list`'s over and over, each repeat with new numeric ids, as a CMS with more content sends them. */
function longerThan(limit: number, list: unknown[]): unknown[] {
  return Array.from({ length: limit + 1 }, (_, index) => {
    const item = structuredClone(list[index % list.length])
    const round = Math.floor(index / list.length)
    if (round > 0 && jsonTypeOf(item) === 'object' && typeof (item as { id?: unknown }).id === 'number')
      (item as { id: number }).id += round * 1_000_000
    return item
  })
}

function addExtraFieldAtRoot(answer: unknown): unknown {
  if (jsonTypeOf(answer) !== 'object') return undefined
  return { ...(answer as Record<string, unknown>), [EXTRA_FIELD]: EXTRA_VALUE }
}
