import type { ApiCallName } from '../../schemas/api.gen'
import { allowsType, answerSchema, branches, jsonTypeOf, type Resolved, type Schema } from './schema-walk'

/** A field the contract does not know: where it is in the answer's `data`, and its value. */
export interface UnknownField {
  pointer: string
  value: unknown
}

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * Every field of `data` the answer schema of `call` does not declare, wherever the schema lists an
 * object's properties (an object without `properties` is free-form: nothing there is unknown). Every item
 * of every list is read; a value of a type the schema does not accept is not entered (that is a schema
 * break, which the tolerant reader reports). A key counts as known when any branch of an `anyOf` declares it.
 */
export function unknownFields(call: ApiCallName, data: unknown): UnknownField[] {
  const root = answerSchema(call)
  const found: UnknownField[] = []
  const visit = (value: unknown, schema: Schema, base: string | undefined, pointer: string) => {
    const type = jsonTypeOf(value)
    const fitting = branches(schema, base).filter((branch) => allowsType(branch.schema, type))
    if (fitting.length === 0) return
    if (Array.isArray(value)) {
      const withItems = fitting.find((branch) => branch.schema.items !== undefined)
      if (!withItems?.schema.items) return
      value.forEach((item, index) => visit(item, withItems.schema.items!, withItems.base, `${pointer}/${index}`))
      return
    }
    if (type !== 'object') return
    const declaring = fitting.filter((branch) => branch.schema.properties !== undefined)
    if (declaring.length === 0) return
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      const where = `${pointer}/${escapeSegment(key)}`
      const owner: Resolved | undefined = declaring.find((branch) => Object.hasOwn(branch.schema.properties!, key))
      if (!owner) found.push({ pointer: where, value: field })
      else visit(field, owner.schema.properties![key]!, owner.base, where)
    }
  }
  visit(data, root, root.$id, '')
  return found
}

const parsePointer = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))

/**
 * `data` with only what the answer schema of `call` declares (a copy; `data` is left as it is): the
 * embedded demo answers exactly the contract, as a CMS that keeps it would, and `npm run contract` finds
 * no unknown field in it.
 */
export function withoutUnknownFields(call: ApiCallName, data: unknown): unknown {
  const unknown = unknownFields(call, data)
  if (unknown.length === 0) return data
  const copy = structuredClone(data)
  for (const { pointer } of unknown) {
    const path = parsePointer(pointer)
    const key = path.pop()!
    let parent: unknown = copy
    for (const segment of path) parent = (parent as Record<string, unknown>)[segment]
    delete (parent as Record<string, unknown>)[key]
  }
  return copy
}
