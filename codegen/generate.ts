/**
 * Schema → TypeScript generator (docs/architecture.md "Schemas and generated types").
 *
 *   npm run codegen          rewrite the generated files that changed
 *   npm run codegen:check    exit 1 naming every stale generated file (CI)
 *
 * Outputs:
 *   schemas/api.gen.ts          one declaration per schema of schemas/common and schemas/api,
 *                               plus `ApiAnswers` (call name → answer type) and `ApiCallName`
 *   schemas/api-validators.gen.ts  ajv validators compiled ahead of time (ajv standalone code): one per
 *                               call plus `formSubmission`; no ajv, no eval and no file system at run time,
 *                               so they also run under the production Content-Security-Policy in browsers
 *   schemas/blocks.gen.ts       one interface per block schema (blocks/<kebab>/schema.json) plus `BlockPropsMap`, and
 *                               one per schemas/blocks/shared/*.schema.json: parts several block schemas
 *                               share by `$ref` (e.g. `"$ref": "shared/jump.schema.json"`), which are no blocks.
 *                               `minItems`/`maxItems` stay out of the types (a tuple type per bound helps
 *                               no route); the validators below enforce them.
 *   schemas/block-validators.gen.ts  one ajv standalone validator per block type (its type key), every
 *                               constraint of the block schema included: what blocks/validate-props.ts
 *                               checks the props routes emit against (server side only)
 *   blocks/registry.gen.ts      the block registry: every block's definition (blocks/<name>/block.ts) by type
 *   blocks/islands.gen.ts       the island module map: each island block's name → its code's source module,
 *                               and the plain island blocks' definitions (react-islands.gen.ts: the React ones)
 *   blocks/examples.gen.ts      every block's example props (codegen/block-index.ts writes these three)
 *   docs/contract.md            the backend contract for the CMS team: every call of site/api/calls.ts with its
 *                               request and a readable rendering of its answer schema (codegen/contract-doc.ts)
 *
 * Both commands fail, naming the file to add, when a block schema and its folder in blocks/ disagree.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs'
import { dirname, join, posix, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv from 'ajv'
import standaloneCode from 'ajv/dist/standalone'
import { compile, type JSONSchema } from 'json-schema-to-typescript'
import {
  blockNames,
  examplesSource,
  indexBlocks,
  islandsSource,
  reactIslandsSource,
  registrySource,
  savedExampleNames,
} from './block-index'
import { CONTRACT_DOC_PATH, contractDoc } from './contract-doc'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const schemasDir = join(root, 'schemas')
const BANNER = [
  '/* eslint-disable */',
  '// GENERATED FILE, DO NOT EDIT. Source: {source}',
  '// Regenerate with `npm run codegen`; `npm run codegen:check` fails when this file is stale.',
].join('\n')

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type SchemaObject = { [key: string]: Json }

export interface SchemaFile {
  /**
   * path relative to schemas/, e.g. `common/site.schema.json`; a block's schema (`blocks/<kebab>/schema.json`
   * in its folder) is known here as `blocks/<kebab>.schema.json`, beside the parts in `blocks/shared/`
   */
  path: string
  /** where the file is, from the project root (named in errors) */
  source: string
  /** kebab base name, e.g. `site` */
  base: string
  schema: SchemaObject
}

export interface GeneratedFile {
  path: string
  content: string
}

function readSchemaDir(base: string, folder: string): SchemaFile[] {
  const dir = join(base, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => {
      const path = `${folder}/${name}`
      const source = `schemas/${path}`
      let schema: SchemaObject
      try {
        schema = JSON.parse(readFileSync(join(dir, name), 'utf8')) as SchemaObject
      } catch (error) {
        throw new Error(`${source}: invalid JSON (${(error as Error).message})`)
      }
      return { path, source, base: name.replace(/\.schema\.json$/, ''), schema }
    })
}

/**
 * The block schemas, one in each block's folder (`blocks/<kebab>/schema.json`, docs/architecture.md "The block
 * contract"), known to the generators as `blocks/<kebab>.schema.json` of schemas/: their `$ref`s to the
 * shared parts (`../../schemas/blocks/shared/jump.schema.json`, as the file's place on disk needs) are
 * read as `shared/jump.schema.json`, what they are from there.
 */
export function readBlockSchemas(projectRoot: string): SchemaFile[] {
  const blocksDir = join(projectRoot, 'blocks')
  if (!existsSync(blocksDir)) return []
  return readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(blocksDir, entry.name, 'schema.json')))
    .map((entry) => entry.name)
    .sort()
    .map((kebab) => {
      const source = `blocks/${kebab}/schema.json`
      let schema: SchemaObject
      try {
        schema = JSON.parse(readFileSync(join(projectRoot, source), 'utf8')) as SchemaObject
      } catch (error) {
        throw new Error(`${source}: invalid JSON (${(error as Error).message})`)
      }
      const fromFolder = (ref: string) => {
        const [file, fragment] = ref.split('#')
        const target = posix.normalize(posix.join(`blocks/${kebab}`, file))
        const fromSchemas = posix.relative('schemas/blocks', target)
        return fragment === undefined ? fromSchemas : `${fromSchemas}#${fragment}`
      }
      return {
        path: `blocks/${kebab}.schema.json`,
        source,
        base: kebab,
        schema: withFileRefs(schema, fromFolder) as SchemaObject,
      }
    })
}

/** `node` with every file `$ref` (not `#…`) passed through `map`. */
function withFileRefs(node: Json, map: (ref: string) => string): Json {
  if (Array.isArray(node)) return node.map((item) => withFileRefs(item, map))
  if (node === null || typeof node !== 'object') return node
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && !value.startsWith('#') ? map(value) : withFileRefs(value, map),
    ]),
  )
}

export const camelCase = (kebab: string): string => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
export const pascalCase = (kebab: string): string => {
  const camel = camelCase(kebab)
  return camel.charAt(0).toUpperCase() + camel.slice(1)
}

/** Where the schema known by its schemas/-relative `path` is, from the project root (for errors). */
const sourceOf = (path: string): string => {
  const block = /^blocks\/([^/]+)\.schema\.json$/.exec(path)
  return block ? `blocks/${block[1]}/schema.json` : `schemas/${path}`
}

/** Resolves a file `$ref` (relative to the referring file) to a schemas/-relative path. */
function refTarget(fromPath: string, ref: string): string {
  const [filePart] = ref.split('#')
  return relative(schemasDir, resolve(schemasDir, dirname(fromPath), filePart))
    .split('\\')
    .join('/')
}

function titleOf(file: SchemaFile): string {
  const title = file.schema.title
  if (typeof title !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(title)) {
    throw new Error(`${file.source}: needs a PascalCase "title" (the generated type name)`)
  }
  return title
}

/** A schema that is only a reference to another file (an answer that is exactly an entity). */
function pureRefTarget(file: SchemaFile): string | undefined {
  const { $ref } = file.schema
  if (typeof $ref !== 'string' || $ref.startsWith('#')) return undefined
  const extra = Object.keys(file.schema).filter(
    (key) => !['$ref', '$id', '$schema', 'description', '$comment'].includes(key),
  )
  return extra.length === 0 ? refTarget(file.path, $ref) : undefined
}

/**
 * Replaces every cross-file `$ref` by `tsType: <Title>` so each type is declared once (in its own file's
 * output) and json-schema-to-typescript never resolves files itself. Collects the titles used.
 */
function rewriteFileRefs(node: Json, fromPath: string, titles: Map<string, string>, used: Set<string>): Json {
  if (Array.isArray(node)) return node.map((item) => rewriteFileRefs(item, fromPath, titles, used))
  if (node === null || typeof node !== 'object') return node
  const out: SchemaObject = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
      const target = refTarget(fromPath, value)
      const title = titles.get(target)
      if (!title) throw new Error(`${sourceOf(fromPath)}: $ref "${value}" points to no known schema (${target})`)
      out.tsType = title
      used.add(title)
    } else if (key !== '$id' && key !== '$schema') {
      out[key] = rewriteFileRefs(value, fromPath, titles, used)
    }
  }
  return out
}

const compileOptions = {
  bannerComment: '',
  additionalProperties: false, // the schemas allow unknown properties; the types name only the known ones
  declareExternallyReferenced: true,
  ignoreMinAndMaxItems: true,
  unknownAny: true,
  format: true,
  style: { singleQuote: true, semi: false, printWidth: 120 },
} as const

async function compileOne(file: SchemaFile, titles: Map<string, string>, used: Set<string>): Promise<string> {
  const schema = rewriteFileRefs(file.schema, file.path, titles, used) as JSONSchema
  return (await compile(schema, titleOf(file), { ...compileOptions, cwd: join(schemasDir, dirname(file.path)) })).trim()
}

function declaredNames(source: string): string[] {
  return [...source.matchAll(/^export (?:interface|type|enum|const enum) ([A-Za-z0-9_]+)/gm)].map((m) => m[1])
}

/** Each chunk's `path` is its schema file's place from the project root. */
function assertUnique(chunks: { path: string; source: string }[]): void {
  const seen = new Map<string, string>()
  for (const { path, source } of chunks) {
    for (const name of declaredNames(source)) {
      const previous = seen.get(name)
      if (previous)
        throw new Error(`type ${name} is declared by both ${previous} and ${path}: give one a different title`)
      seen.set(name, path)
    }
  }
}

function banner(source: string): string {
  return BANNER.replace('{source}', source)
}

async function generateApi(common: SchemaFile[], api: SchemaFile[]): Promise<GeneratedFile[]> {
  const titles = new Map<string, string>()
  for (const file of [...common, ...api]) if (!pureRefTarget(file)) titles.set(file.path, titleOf(file))
  for (const file of api) {
    const target = pureRefTarget(file)
    if (target) {
      const title = titles.get(target)
      if (!title) throw new Error(`${file.source}: $ref points to no known schema (${target})`)
      titles.set(file.path, title)
    }
  }

  const chunks: { path: string; source: string }[] = []
  for (const file of [...common, ...api]) {
    if (pureRefTarget(file)) continue
    chunks.push({ path: file.source, source: await compileOne(file, titles, new Set()) })
  }
  assertUnique(chunks)

  const answers = api.map((file) => `  ${camelCase(file.base)}: ${titles.get(file.path)}`)
  const types = [
    banner('schemas/common/*.schema.json, schemas/api/*.schema.json'),
    '',
    chunks.map((chunk) => `// ${chunk.path}\n${chunk.source}`).join('\n\n'),
    '',
    '/** The `data` of every backend call, by call name (schemas/api/<kebab call name>.schema.json). */',
    'export interface ApiAnswers {',
    ...answers,
    '}',
    '',
    'export type ApiCallName = keyof ApiAnswers',
    '',
  ].join('\n')

  return [
    { path: 'schemas/api.gen.ts', content: types },
    { path: 'schemas/api-validators.gen.ts', content: generateValidators(common, api) },
  ]
}

/**
 * Marks an array-typed property that the backend may also answer as one object (SPEC wording allows
 * both, e.g. an agenda entry's `activitySpeaker`). The boundary wraps such an object in an array before
 * validation (schemas/repair.ts), so the schema, the types and the pages only ever see the array.
 */
export const ONE_OR_MANY = 'x-one-or-many'

/** Annotations do not change what validates; leaving them out keeps the browser chunk small. */
function withoutAnnotations(node: Json): Json {
  if (Array.isArray(node)) return node.map(withoutAnnotations)
  if (node === null || typeof node !== 'object') return node
  const out: SchemaObject = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === 'title' || key === 'description' || key === '$comment' || key === '$schema' || key === ONE_OR_MANY)
      continue
    out[key] =
      key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([name, property]) => [name, withoutAnnotations(property)]))
        : withoutAnnotations(value)
  }
  return out
}

/**
 * Where in a call's answer the one-or-many properties sit, as JSON pointers with `*` for every array
 * item (for the activity list: data, any item, activityAgendas, any item, activitySpeaker). Walks the schema through `$ref`s, `items`,
 * `properties` and `anyOf`/`oneOf`/`allOf` branches.
 */
export function oneOrManyPaths(answer: SchemaFile, all: SchemaFile[]): string[] {
  const byPath = new Map(all.map((file) => [file.path, file]))
  const found = new Set<string>()
  const visit = (node: Json, fromPath: string, pointer: string, refs: string[]): void => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return
    if (node[ONE_OR_MANY] === true) found.add(pointer)
    const { $ref, items, properties } = node
    if (typeof $ref === 'string' && !$ref.startsWith('#')) {
      const target = refTarget(fromPath, $ref)
      const file = byPath.get(target)
      if (!file) throw new Error(`${sourceOf(fromPath)}: $ref "${$ref}" points to no known schema (${target})`)
      if (!refs.includes(target)) visit(file.schema, target, pointer, [...refs, target])
    }
    if (items && typeof items === 'object' && !Array.isArray(items)) visit(items, fromPath, `${pointer}/*`, refs)
    if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
      for (const [name, property] of Object.entries(properties)) visit(property, fromPath, `${pointer}/${name}`, refs)
    }
    for (const combinator of ['anyOf', 'oneOf', 'allOf'] as const) {
      const branches = node[combinator]
      if (Array.isArray(branches)) for (const branch of branches) visit(branch, fromPath, pointer, refs)
    }
  }
  visit(answer.schema, answer.path, '', [answer.path])
  return [...found].sort()
}

/** The ajv both validator files are compiled with: strict, every error, standalone ES module code. */
function standaloneAjv(): Ajv {
  return new Ajv({
    strict: true,
    allowUnionTypes: true,
    allErrors: true,
    inlineRefs: false,
    code: { source: true, esm: true },
  })
}

function generateValidators(common: SchemaFile[], api: SchemaFile[]): string {
  const ajv = standaloneAjv()
  for (const file of [...common, ...api]) ajv.addSchema(withoutAnnotations(file.schema) as object)
  const exports: Record<string, string> = {}
  for (const file of api) exports[camelCase(file.base)] = String(file.schema.$id)
  const submission = common.find((file) => file.base === 'form-submission')
  if (submission) exports.formSubmission = String(submission.schema.$id)
  const all = [...common, ...api]
  const oneOrMany = Object.fromEntries(
    api
      .map((file) => [camelCase(file.base), oneOrManyPaths(file, all)] as const)
      .filter(([, paths]) => paths.length > 0),
  )
  return [
    banner('schemas/common/*.schema.json, schemas/api/*.schema.json'),
    '// @ts-nocheck: ajv standalone output; schemas/validate.ts gives it types.',
    standaloneCode(ajv, exports).replace(/^"use strict";/, ''),
    '',
    `// Per call: where an object may stand for a one-element array (schema keyword "${ONE_OR_MANY}").`,
    `export const oneOrManyPaths = ${JSON.stringify(oneOrMany, null, 2)};`,
    '',
  ].join('\n')
}

async function generateBlocks(
  blocks: SchemaFile[],
  shared: SchemaFile[],
  common: SchemaFile[],
): Promise<GeneratedFile> {
  const titles = new Map<string, string>()
  for (const file of [...common, ...shared]) titles.set(file.path, titleOf(file))
  const used = new Set<string>()
  const chunks: { path: string; source: string }[] = []
  for (const file of shared) chunks.push({ path: file.source, source: await compileOne(file, titles, used) })
  for (const file of blocks) {
    const expected = blockNames(file.base).propsType
    if (titleOf(file) !== expected)
      throw new Error(`${file.source}: title must be "${expected}" (from its folder's name)`)
    chunks.push({ path: file.source, source: await compileOne(file, titles, used) })
  }
  assertUnique(chunks)
  // Shared block parts are declared in this file; only the API's types are imported.
  const declaredHere = new Set(shared.map((file) => titles.get(file.path)))
  const imported = [...used].filter((title) => !declaredHere.has(title)).sort()
  const imports = imported.length ? [`import type { ${imported.join(', ')} } from './api.gen'`, ''] : []
  const map = blocks.map((file) => `  ${blockNames(file.base).type}: ${blockNames(file.base).propsType}`)
  const content = [
    banner('blocks/*/schema.json, schemas/blocks/shared/*.schema.json'),
    '',
    ...imports,
    chunks.map((chunk) => `// ${chunk.path}\n${chunk.source}`).join('\n\n'),
    '',
    '/** Block type key (codegen/block-names.ts) → props of that block. */',
    map.length ? ['export interface BlockPropsMap {', ...map, '}'].join('\n') : 'export interface BlockPropsMap {}',
    '',
  ].join('\n')
  return { path: 'schemas/blocks.gen.ts', content }
}

/**
 * The block validators, compiled ahead of time like the API's: one per block type, with the shared parts
 * resolved by their `$ref` ("shared/jump.schema.json"), so the server neither loads ajv nor compiles a
 * schema to check a page's props.
 */
function generateBlockValidators(blocks: SchemaFile[], shared: SchemaFile[]): GeneratedFile {
  const ajv = standaloneAjv()
  // Keyed by their paths from schemas/, so a block's relative `$ref` resolves as it does on disk.
  for (const file of shared) ajv.addSchema(withoutAnnotations(file.schema) as object, file.path)
  const exports: Record<string, string> = {}
  for (const file of blocks) {
    ajv.addSchema(withoutAnnotations(file.schema) as object, file.path)
    exports[blockNames(file.base).type] = file.path
  }
  // `minLength` counts characters (not UTF-16 units) with ajv's helper; inlined so the file imports nothing.
  const code = standaloneCode(ajv, exports)
    .replace(/^"use strict";/, '')
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, 'ucs2length')
  if (/require\(/.test(code))
    throw new Error('schemas/block-validators.gen.ts: ajv standalone code needs a runtime module')
  return {
    path: 'schemas/block-validators.gen.ts',
    content: [
      banner('blocks/*/schema.json, schemas/blocks/shared/*.schema.json'),
      '// @ts-nocheck: ajv standalone output; blocks/validate-props.ts gives it types.',
      UCS2LENGTH,
      code,
      '',
    ].join('\n'),
  }
}

/** ajv's runtime `ucs2length` (ajv/dist/runtime/ucs2length): a string's length in code points. */
const UCS2LENGTH = `function ucs2length(str) {
  const len = str.length
  let length = 0
  let pos = 0
  let value
  while (pos < len) {
    length++
    value = str.charCodeAt(pos++)
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos)
      if ((value & 0xfc00) === 0xdc00) pos++
    }
  }
  return length
}`

/** schemas/blocks.gen.ts alone (it needs only the block and the shared schemas). */
export async function generateBlockTypes(projectRoot: string = root): Promise<GeneratedFile> {
  const schemas = join(projectRoot, 'schemas')
  return generateBlocks(
    readBlockSchemas(projectRoot),
    readSchemaDir(schemas, 'blocks/shared'),
    readSchemaDir(schemas, 'common'),
  )
}

/**
 * blocks/registry.gen.ts, blocks/islands.gen.ts and blocks/examples.gen.ts from the block folders of the
 * project; throws one error listing every missing or misnamed file.
 */
export function generateBlockIndex(projectRoot: string): GeneratedFile[] {
  const blocksRoot = join(projectRoot, 'blocks')
  const { blocks, problems } = indexBlocks(blocksRoot)
  if (problems.length) throw new Error(`The block folders are incomplete:\n- ${problems.join('\n- ')}`)
  const source = banner('the folders of blocks/ (block.ts, the definitions; schema.json)')
  return [
    { path: 'blocks/registry.gen.ts', content: registrySource(blocks, source) },
    { path: 'blocks/islands.gen.ts', content: islandsSource(blocks, source) },
    { path: 'blocks/react-islands.gen.ts', content: reactIslandsSource(blocks, source) },
    {
      path: 'blocks/examples.gen.ts',
      content: examplesSource(
        blocks.map((block) => ({ ...block, saved: savedExampleNames(blocksRoot, block.kebab) })),
        source,
      ),
    },
  ]
}

/**
 * Every generated file (paths relative to `projectRoot`) from the schemas in its `schemas/` and the
 * block folders in its `blocks/`. Tests pass a temporary project.
 */
export async function generateAll(projectRoot: string = root): Promise<GeneratedFile[]> {
  const schemas = join(projectRoot, 'schemas')
  const blockIndex = generateBlockIndex(projectRoot)
  const common = readSchemaDir(schemas, 'common')
  const api = readSchemaDir(schemas, 'api')
  const blocks = readBlockSchemas(projectRoot)
  const shared = readSchemaDir(schemas, 'blocks/shared')
  return [
    ...(await generateApi(common, api)),
    await generateBlocks(blocks, shared, common),
    generateBlockValidators(blocks, shared),
    ...blockIndex,
    { path: CONTRACT_DOC_PATH, content: contractDoc(api, common) },
  ]
}

/** The generated files whose content on disk differs from what the schemas produce. */
export async function staleFiles(projectRoot: string = root): Promise<string[]> {
  const files = await generateAll(projectRoot)
  return files
    .filter((file) => {
      const target = join(projectRoot, file.path)
      return !existsSync(target) || readFileSync(target, 'utf8') !== file.content
    })
    .map((file) => file.path)
}

/** Writes the generated files that changed under `projectRoot`; returns their paths. */
export async function writeGenerated(projectRoot: string = root): Promise<string[]> {
  const written: string[] = []
  for (const file of await generateAll(projectRoot)) {
    const target = join(projectRoot, file.path)
    if (existsSync(target) && readFileSync(target, 'utf8') === file.content) continue
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, file.content)
    written.push(file.path)
  }
  return written
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check')
  if (check) {
    const stale = await staleFiles()
    if (stale.length) {
      console.error(`Generated files are stale: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`)
      process.exit(1)
    }
    console.log('Generated files are up to date.')
    return
  }
  for (const path of await writeGenerated()) console.log(`wrote ${path}`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
