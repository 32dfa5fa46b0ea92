import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { ApiCallName } from '../../schemas/api.gen'

/** A JSON Schema node as the project writes them (draft-07: type, $ref, anyOf, properties, items). */
export interface Schema {
  $id?: string
  $ref?: string
  description?: string
  type?: string | string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  maxItems?: number
}

/** How a location hangs from its parent: an item of a list, or a required or optional property. */
export type StepKind = 'item' | 'required' | 'optional'
export interface Step {
  key: string
  kind: StepKind
}

/** One place in a backend answer, with the schema that describes it and how it is reached from the root. */
export interface Location {
  steps: Step[]
  value: unknown
  /** The schema of the value (references resolved, the anyOf branch that fits the value chosen). */
  schema: Schema
  /** The schema as the parent declares it (with every branch), to ask whether another value would fit. */
  declared: Schema
}

/**
 * The project's schemas/ folder: two levels up from this file in the sources, further up from a chunk of
 * the production build (dist/server/chunks/), which runs in the project as well.
 */
const schemasDir = (() => {
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'schemas/api'))) return join(dir, 'schemas')
    if (dirname(dir) === dir) return resolve(import.meta.dirname, '../../schemas')
  }
})()

/** Every schema of schemas/api and schemas/common, by $id, so references resolve as ajv resolves them. */
const schemasById: Map<string, Schema> = (() => {
  const byId = new Map<string, Schema>()
  for (const folder of ['api', 'common']) {
    for (const name of readdirSync(join(schemasDir, folder)).filter((file) => file.endsWith('.schema.json'))) {
      const schema = JSON.parse(readFileSync(join(schemasDir, folder, name), 'utf8')) as Schema
      if (schema.$id) byId.set(schema.$id, schema)
    }
  }
  return byId
})()

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The answer schema of a call: schemas/api/<kebab call name>.schema.json. */
export function answerSchema(call: ApiCallName): Schema {
  const schema = [...schemasById.values()].find((candidate) =>
    candidate.$id?.endsWith(`/api/${kebabCase(call)}.schema.json`),
  )
  if (!schema) throw new Error(`no schema in schemas/api for the call ${call}`)
  return schema
}

/** Follows `$ref`s (relative to the $id of the schema that holds them) to the schema that has content. */
function dereference(schema: Schema, base: string | undefined): { schema: Schema; base: string | undefined } {
  let current = schema
  let currentBase = current.$id ?? base
  for (let hops = 0; current.$ref !== undefined; hops += 1) {
    if (hops > 20) throw new Error(`reference loop at ${current.$ref}`)
    const target = schemasById.get(new URL(current.$ref, currentBase).href)
    if (!target) throw new Error(`unresolved $ref ${current.$ref} from ${currentBase}`)
    current = target
    currentBase = target.$id ?? currentBase
  }
  return { schema: current, base: currentBase }
}

export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object'

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  if (type === 'boolean' || type === 'number' || type === 'string') return type
  return 'object'
}

export interface Resolved {
  schema: Schema
  base: string | undefined
}

/** The branches a value may take: the anyOf/oneOf alternatives (resolved), or the schema itself. */
export function branches(schema: Schema, base: string | undefined): Resolved[] {
  const resolved = dereference(schema, base)
  const alternatives = resolved.schema.anyOf ?? resolved.schema.oneOf
  if (!alternatives) return [resolved]
  return alternatives.flatMap((alternative) => branches(alternative, resolved.base))
}

export const allowsType = (schema: Schema, type: JsonType): boolean => {
  if (schema.type === undefined) return true
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  return types.includes(type) || (type === 'number' && types.includes('integer'))
}

/** Whether the schema accepts a value of this JSON type at all (its content aside). */
export function acceptsTypeOf(schema: Schema, value: unknown): boolean {
  return branches(schema, schema.$id).some((branch) => allowsType(branch.schema, jsonTypeOf(value)))
}

function fittingBranch(schema: Schema, base: string | undefined, value: unknown): Resolved | undefined {
  return branches(schema, base).find((branch) => allowsType(branch.schema, jsonTypeOf(value)))
}

/**
 * Every location of `data` the schema describes, depth first, the root first. Lists are entered at
 * their first item only, so the number of locations (and so of mutations) stays finite; properties the
 * schema does not know are not entered.
 */
export function locationsOf(call: ApiCallName, data: unknown): Location[] {
  const root = answerSchema(call)
  const found: Location[] = []
  const visit = (value: unknown, declared: Schema, base: string | undefined, steps: Step[]) => {
    const branch = fittingBranch(declared, base, value)
    if (!branch) return // the demo answer itself breaks the schema here: not a place to mutate
    found.push({ steps, value, schema: branch.schema, declared: withBase(declared, base) })
    const { schema } = branch
    if (Array.isArray(value)) {
      if (schema.items && value.length > 0)
        visit(value[0], schema.items, branch.base, [...steps, { key: '0', kind: 'item' }])
      return
    }
    if (jsonTypeOf(value) !== 'object' || !schema.properties) return
    const record = value as Record<string, unknown>
    for (const [key, propertySchema] of Object.entries(schema.properties)) {
      if (!(key in record)) continue
      const kind: StepKind = schema.required?.includes(key) ? 'required' : 'optional'
      visit(record[key], propertySchema, branch.base, [...steps, { key, kind }])
    }
  }
  visit(data, root, root.$id, [])
  return found
}

/** A declared schema carrying the base its references resolve against (schemas nested in a file have no $id). */
function withBase(schema: Schema, base: string | undefined): Schema {
  return schema.$id !== undefined || base === undefined ? schema : { ...schema, $id: base }
}

export const pointerOf = (steps: Step[]): string =>
  steps.length === 0 ? '' : `/${steps.map((step) => step.key).join('/')}`
