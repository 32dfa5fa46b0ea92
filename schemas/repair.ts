/**
 * The tolerant boundary (docs/contract.md reading rules, docs/architecture.md "Backend answers that drift"): instead of
 * rejecting an answer that breaks its schema, cut away the smallest parts that break it.
 *
 * - An item of a list that breaks its schema is dropped; the rest of the list stays.
 * - A field that breaks its schema is removed, so an optional field reads as absent.
 * - A removed field that was required makes its object break in the next round, so that object goes
 *   (as a list item, or as a field of its parent), and so on upwards.
 * - Only when the answer's root itself breaks is the answer unusable: the caller throws.
 * - A list longer than its schema's `maxItems` (the most the site shows of it) is cut to its first items,
 *   before anything else: a backend that sends thousands of slides gets a page of the usual size, and the
 *   items past the limit cost no further checks.
 * - Then, before anything is dropped or removed, a number sent as text (`"1401"` where the schema has a
 *   number: a backend that writes its 64-bit ids as strings) is read as that number, when the text is
 *   exactly how the number is written (`String(Number(text)) === text`: no `"01401"`, `"1e3"`, `" 7"`, nor
 *   an integer past 2^53 that would come back as another id). It is still reported, as a repair, so the
 *   CMS team sees the drift.
 *
 * Each round validates, then prunes the deepest failing values (a value is pruned only when nothing
 * below it failed too, so a broken `attachment` costs the attachment, not the whole jump target), until
 * the answer validates. Pure data in, pure data out: the caller's value is never modified.
 */
/** One way an answer breaks its schema. `path` is a JSON pointer into the answer's `data` (`/0/title`). */
export interface AnswerProblem {
  path: string
  message: string
}

/** What the precompiled ajv validators report (the subset used here). */
export interface SchemaError {
  instancePath: string
  keyword: string
  message?: string
  params: Record<string, unknown>
}

export interface CompiledValidator {
  (data: unknown): boolean
  errors?: SchemaError[] | null
}

/** One cut the boundary made. `path` is a JSON pointer into the answer as the backend sent it. */
export interface AnswerRepair {
  path: string
  action: 'dropped item' | 'removed field' | 'read as number' | 'shortened list'
  problem: string
}

export type RepairOutcome =
  { ok: true; value: unknown; repairs: AnswerRepair[] } | { ok: false; problems: AnswerProblem[] }

/** Keywords that only combine the verdicts of their branches; the branches' own errors say where data broke. */
const COMBINATORS = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else'])
/** Each round removes at least one value, so this only guards against a validator that never agrees. */
const MAX_ROUNDS = 500

export function describeSchemaError(error: SchemaError): string {
  if (error.keyword === 'enum') return `must be one of ${JSON.stringify(error.params.allowedValues)}`
  return error.message ?? `fails "${error.keyword}"`
}

/** Deepest problem first: that is where the data actually broke (anyOf alternatives report shallower). */
export function toProblems(errors: SchemaError[] | null | undefined): AnswerProblem[] {
  const problems = (errors ?? []).map((error) => ({ path: error.instancePath, message: describeSchemaError(error) }))
  return problems.sort((a, b) => segments(b.path).length - segments(a.path).length)
}

/**
 * Wraps a lone object in an array wherever the schema allows "one or many" (`x-one-or-many`, see
 * codegen). `patterns` are JSON pointers with `*` for every array item. Returns a copy when anything
 * changed, the same value otherwise.
 */
export function wrapOneOrMany(data: unknown, patterns: readonly string[]): unknown {
  const lone = (root: unknown) =>
    patterns
      .flatMap((pattern) => matches(root, segments(pattern)))
      .filter(({ parent, key }) => isPlainObject((parent as Record<string, unknown>)[key]))
  if (lone(data).length === 0) return data
  const copy = structuredClone(data)
  for (const { parent, key } of lone(copy)) {
    const record = parent as Record<string, unknown>
    record[key] = [record[key]]
  }
  return copy
}

/**
 * Validates `data`; when it fails, prunes a copy until it validates (see the module comment).
 * `{ ok: false }` with the problems when the root itself is unusable.
 */
export function repairToSchema(validate: CompiledValidator, data: unknown): RepairOutcome {
  if (validate(data)) return { ok: true, value: data, repairs: [] }
  const value = structuredClone(data)
  const origins = new WeakMap<unknown[], number[]>()
  const repairs: AnswerRepair[] = []
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const errors = validate.errors ?? []
    const shortened = shortenLongLists(value, errors, origins)
    if (shortened.length > 0) {
      repairs.push(...shortened)
      if (validate(value)) return { ok: true, value, repairs }
      continue
    }
    const converted = readNumbersSentAsText(value, errors, origins)
    if (converted.length > 0) {
      repairs.push(...converted)
      if (validate(value)) return { ok: true, value, repairs }
      continue
    }
    const targets = pruneTargets(errors)
    if (targets.length === 0 || targets.some((target) => target.path === ''))
      return { ok: false, problems: toProblems(errors) }
    repairs.push(...prune(value, targets, origins))
    if (validate(value)) return { ok: true, value, repairs }
  }
  return { ok: false, problems: toProblems(validate.errors) }
}

interface Target {
  path: string
  problem: string
}

/** Cuts (in place) each list that fails its `maxItems` to that many items, the first ones. */
function shortenLongLists(root: unknown, errors: SchemaError[], origins: WeakMap<unknown[], number[]>): AnswerRepair[] {
  const repairs: AnswerRepair[] = []
  for (const error of errors) {
    const limit = error.params.limit
    if (error.keyword !== 'maxItems' || typeof limit !== 'number') continue
    const path = segments(error.instancePath)
    const found = path.length === 0 ? { list: root, originalPath: '' } : locateValue(root, path, origins)
    if (!found || !Array.isArray(found.list) || found.list.length <= limit) continue
    const list = found.list
    origins.set(list, (origins.get(list) ?? list.map((_, index) => index)).slice(0, limit))
    list.length = limit
    repairs.push({ path: found.originalPath, action: 'shortened list', problem: describeSchemaError(error) })
  }
  return repairs
}

function locateValue(
  root: unknown,
  path: string[],
  origins: WeakMap<unknown[], number[]>,
): { list: unknown; originalPath: string } | null {
  const found = resolve(root, path, origins)
  return found ? { list: (found.parent as Record<string, unknown>)[found.key], originalPath: found.originalPath } : null
}

/** Replaces (in place) each string that fails a `number` or `integer` type and spells one exactly. */
function readNumbersSentAsText(
  root: unknown,
  errors: SchemaError[],
  origins: WeakMap<unknown[], number[]>,
): AnswerRepair[] {
  const repairs: AnswerRepair[] = []
  for (const error of errors) {
    if (error.keyword !== 'type') continue
    const wanted = String(error.params.type).split(',')
    const integerOnly = !wanted.includes('number')
    if (integerOnly && !wanted.includes('integer')) continue
    const found = resolve(root, segments(error.instancePath), origins)
    if (!found) continue
    const record = found.parent as Record<string, unknown>
    const text = record[found.key]
    if (typeof text !== 'string') continue
    const number = Number(text)
    if (!Number.isFinite(number) || String(number) !== text || (integerOnly && !Number.isInteger(number))) continue
    record[found.key] = number
    repairs.push({ path: found.originalPath, action: 'read as number', problem: describeSchemaError(error) })
  }
  return repairs
}

/** The deepest failing values of one round: no target lies inside another. */
function pruneTargets(errors: SchemaError[]): Target[] {
  const leaves = errors.filter((error) => !COMBINATORS.has(error.keyword))
  const candidates = leaves.length > 0 ? leaves : errors
  const byPath = new Map<string, string>()
  for (const error of candidates)
    if (!byPath.has(error.instancePath)) byPath.set(error.instancePath, describeSchemaError(error))
  const paths = [...byPath.keys()]
  return paths
    .filter((path) => !paths.some((other) => other !== path && other.startsWith(`${path}/`)))
    .map((path) => ({ path, problem: byPath.get(path) ?? 'is invalid' }))
}

/** Removes every target from `root` (in place) and says what went, with paths in the original answer. */
function prune(root: unknown, targets: Target[], origins: WeakMap<unknown[], number[]>): AnswerRepair[] {
  const repairs: AnswerRepair[] = []
  const dropsByArray = new Map<unknown[], Set<number>>()
  for (const target of targets) {
    const found = resolve(root, segments(target.path), origins)
    if (!found) continue
    const { parent, key, originalPath } = found
    if (Array.isArray(parent)) {
      const drops = dropsByArray.get(parent) ?? new Set<number>()
      drops.add(Number(key))
      dropsByArray.set(parent, drops)
      repairs.push({ path: originalPath, action: 'dropped item', problem: target.problem })
    } else {
      delete (parent as Record<string, unknown>)[key]
      repairs.push({ path: originalPath, action: 'removed field', problem: target.problem })
    }
  }
  for (const [array, drops] of dropsByArray) {
    const before = origins.get(array) ?? array.map((_, index) => index)
    const kept = array.filter((_, index) => !drops.has(index))
    origins.set(
      array,
      before.filter((_, index) => !drops.has(index)),
    )
    array.splice(0, array.length, ...kept)
  }
  return repairs
}

interface Located {
  parent: object
  key: string
  /** The same location as a pointer into the answer before any item was dropped. */
  originalPath: string
}

/** The container and key a pointer ends at (`null` for the root or a path that no longer exists). */
function resolve(root: unknown, path: string[], origins?: WeakMap<unknown[], number[]>): Located | null {
  if (path.length === 0) return null
  let node: unknown = root
  let originalPath = ''
  for (const [index, segment] of path.entries()) {
    if (node === null || typeof node !== 'object') return null
    const step = Array.isArray(node) ? String(origins?.get(node)?.[Number(segment)] ?? segment) : segment
    originalPath += `/${escapeSegment(step)}`
    if (index === path.length - 1) return { parent: node, key: segment, originalPath }
    node = (node as Record<string, unknown>)[segment]
  }
  return null
}

/** Every (container, key) a pattern with `*` wildcards reaches in `root`. */
function matches(root: unknown, pattern: string[]): Array<{ parent: object; key: string }> {
  if (pattern.length === 0) return []
  let frontier: unknown[] = [root]
  for (const [index, segment] of pattern.entries()) {
    const last = index === pattern.length - 1
    const next: unknown[] = []
    const found: Array<{ parent: object; key: string }> = []
    for (const node of frontier) {
      if (node === null || typeof node !== 'object') continue
      const keys = segment === '*' ? (Array.isArray(node) ? node.map((_, i) => String(i)) : []) : [segment]
      for (const key of keys) {
        if (!(key in node)) continue
        if (last) found.push({ parent: node, key })
        else next.push((node as Record<string, unknown>)[key])
      }
    }
    if (last) return found
    frontier = next
  }
  return []
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

function segments(pointer: string): string[] {
  if (pointer === '') return []
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
}

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')
