import type { JsonSchema } from './block-schema'
import { isSchema, resolveLocalRef as resolve } from './local-ref'

/** rjsf's uiSchema, as far as the workbench writes it. */
export interface WorkbenchUiSchema {
  'ui:placeholder'?: string
  items?: WorkbenchUiSchema
  [property: string]: WorkbenchUiSchema | string | undefined
}

/** Deeper than any block schema nests: a `$ref` cycle stops here. */
const MAX_DEPTH = 12

/**
 * The uiSchema of a block's form: each optional choice (an `enum` property the schema does not require)
 * names its empty option with `unsetLabel` (rjsf draws it blank), so a developer sees that leaving it
 * unset means the block's default. Local `$ref`s (`#/definitions/…`) are followed.
 */
export function workbenchUiSchema(schema: JsonSchema, unsetLabel: string): WorkbenchUiSchema {
  return uiOf(schema, schema, unsetLabel, 0) ?? {}
}

function uiOf(node: JsonSchema, root: JsonSchema, unsetLabel: string, depth: number): WorkbenchUiSchema | null {
  if (depth > MAX_DEPTH) return null
  const resolved = resolve(node, root)
  const ui: WorkbenchUiSchema = {}
  const properties = record(resolved.properties)
  if (properties) {
    const required = Array.isArray(resolved.required) ? resolved.required : []
    for (const [name, child] of Object.entries(properties)) {
      const property = record(child)
      if (!property) continue
      if (Array.isArray(resolve(property, root).enum) && !required.includes(name)) {
        ui[name] = { 'ui:placeholder': unsetLabel }
        continue
      }
      const nested = uiOf(property, root, unsetLabel, depth + 1)
      if (nested) ui[name] = nested
    }
  }
  const items = record(resolved.items)
  if (items) {
    const nested = uiOf(items, root, unsetLabel, depth + 1)
    if (nested) ui.items = nested
  }
  return Object.keys(ui).length > 0 ? ui : null
}

const record = (value: unknown): JsonSchema | null => (isSchema(value) ? value : null)
