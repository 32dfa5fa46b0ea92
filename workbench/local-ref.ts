import type { JsonSchema } from './block-schema'

/**
 * `schema` with its local `$ref` followed (`#/definitions/card`, a JSON pointer into `root`), or itself
 * when it has none or the pointer leads nowhere. File refs are already inlined (block-schema.ts).
 */
export function resolveLocalRef(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema
  let node: unknown = root
  for (const segment of ref.slice(2).split('/'))
    node = isSchema(node) ? node[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined
  return isSchema(node) ? node : schema
}

export function isSchema(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
