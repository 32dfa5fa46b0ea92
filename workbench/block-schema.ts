import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import Ajv from 'ajv'
import { propsProblemOf } from '../blocks/validate-props'
import type { BlockPropsProblem } from '../runtime/blocks/props-check'
import type { SchemaError } from '../schemas/repair'
import { blockNames, type BlockNames } from '../codegen/block-names'

/** A JSON Schema, as read from its file. */
export type JsonSchema = { [key: string]: unknown }

/** A problem of some props, at its JSON pointer (`/items/0/title`; `''` is the props themselves). */
export type PropsError = BlockPropsProblem

/** A block of `blocks/`: its names and its schema (`blocks/<kebab>/schema.json`) with every file `$ref` resolved. */
export interface WorkbenchBlock extends BlockNames {
  schema: JsonSchema
}

/**
 * The block schemas of a project, by type key (`statStrip`), each with its `$ref`s to
 * `schemas/blocks/shared/` inlined, so the browser's form and the server's check read one self-contained
 * schema (refs inside a schema, `#/definitions/…`, stay: rjsf and ajv resolve those themselves).
 */
export function readBlockSchemas(projectRoot: string): Map<string, WorkbenchBlock> {
  const dir = join(projectRoot, 'blocks')
  const blocks = new Map<string, WorkbenchBlock>()
  if (!existsSync(dir)) return blocks
  for (const kebab of readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'schema.json')))
    .map((entry) => entry.name)
    .sort()) {
    const names = blockNames(kebab)
    const file = join(dir, kebab, 'schema.json')
    blocks.set(names.type, { ...names, schema: dereference(readJson(file), file) })
  }
  return blocks
}

function readJson(path: string): JsonSchema {
  return JSON.parse(readFileSync(path, 'utf8')) as JsonSchema
}

/** Replaces each file `$ref` (relative to `fromFile`) by the schema it names, keeping the keywords beside it. */
export function dereference(node: JsonSchema, fromFile: string, seen: readonly string[] = []): JsonSchema {
  const visit = (value: unknown, file: string, trail: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, file, trail))
    if (value === null || typeof value !== 'object') return value
    const object = value as JsonSchema
    const ref = object.$ref
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      const target = posix.normalize(join(dirname(file), ref.split('#')[0]))
      if (trail.includes(target)) throw new Error(`${file}: $ref cycle through ${target}`)
      const { $ref: _ref, ...siblings } = object
      const { $schema: _schema, $id: _id, ...referenced } = readJson(target)
      return { ...(visit(referenced, target, [...trail, target]) as JsonSchema), ...visitEach(siblings, file, trail) }
    }
    return visitEach(object, file, trail)
  }
  const visitEach = (object: JsonSchema, file: string, trail: readonly string[]): JsonSchema =>
    Object.fromEntries(Object.entries(object).map(([key, item]) => [key, visit(item, file, trail)]))
  return visit(node, fromFile, seen) as JsonSchema
}

/**
 * Checks props against their block's schema as the schema file says now (a schema edited in development is
 * followed without codegen), constraints included (ajv, every error), each problem described as the
 * renderer's check describes it (`propsProblemOf`): at the pointer of the field it concerns, so a form can
 * show it there. Server side only: ajv compiles with `new Function`, which the site's CSP forbids in the
 * browser.
 */
export function createPropsValidator(blocks: ReadonlyMap<string, WorkbenchBlock>) {
  const ajv = new Ajv({ allErrors: true, strict: false })
  const compiled = new Map<string, ReturnType<Ajv['compile']>>()
  return (type: string, props: unknown): PropsError[] => {
    const block = blocks.get(type)
    if (!block) throw new Error(`unknown block type "${type}"`)
    let validate = compiled.get(type)
    if (!validate) compiled.set(type, (validate = ajv.compile(block.schema)))
    return validate(props) ? [] : ((validate.errors ?? []) as SchemaError[]).map(propsProblemOf)
  }
}
