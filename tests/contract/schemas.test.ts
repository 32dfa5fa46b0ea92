// The backend contract (docs/architecture.md "Contract tests", docs/contract.md reading rules): every schema compiles,
// every $ref resolves, one answer schema per SPEC §7 call, the tolerant-reader rules hold, and the
// generated TypeScript is up to date.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { camelCase, ONE_OR_MANY, readBlockSchemas, staleFiles } from '../../codegen/generate'
import { callRequests } from '../../site/api'
import { answerProblems } from '../../schemas/validate'

const schemasDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../schemas')
const ID_BASE = 'https://enterprise-site.invalid/schemas/'

type Schema = Record<string, unknown>
interface SchemaFile {
  path: string
  base: string
  schema: Schema
}

function load(folder: string): SchemaFile[] {
  const dir = join(schemasDir, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => ({
      path: `${folder}/${name}`,
      base: name.replace(/\.schema\.json$/, ''),
      schema: JSON.parse(readFileSync(join(dir, name), 'utf8')) as Schema,
    }))
}

const common = load('common')
const api = load('api')
// Each block's schema.json (in its folder), as codegen reads it: `blocks/<kebab>.schema.json` from schemas/.
const blocks: SchemaFile[] = readBlockSchemas(resolve(schemasDir, '..')).map(({ path, base, schema }) => ({
  path,
  base,
  schema: schema as Schema,
}))
/** Parts block schemas share by `$ref` (no blocks themselves). */
const blockParts = load('blocks/shared')
const isPureRef = (schema: Schema) => typeof schema.$ref === 'string' && !('type' in schema) && !('title' in schema)

function newAjv() {
  const ajv = new Ajv({ strict: true, allowUnionTypes: true })
  // The project's schema keyword: an annotation for the boundary (schemas/repair.ts).
  ajv.addKeyword({ keyword: ONE_OR_MANY, schemaType: 'boolean' })
  for (const file of common) ajv.addSchema(file.schema)
  // Block schemas have no $id: their `$ref`s resolve by path from schemas/blocks/.
  for (const file of blockParts) ajv.addSchema(file.schema, file.path.slice('blocks/'.length))
  return ajv
}

function* subschemas(node: unknown, at: string): Generator<[string, Schema]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* subschemas(item, `${at}/${index}`)
  } else if (node && typeof node === 'object') {
    yield [at, node as Schema]
    for (const [key, value] of Object.entries(node)) yield* subschemas(value, `${at}/${key}`)
  }
}

const acceptsNull = (schema: Schema): boolean => {
  const { type, anyOf, oneOf } = schema
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true
  if (Array.isArray(anyOf ?? oneOf)) return ((anyOf ?? oneOf) as Schema[]).some(acceptsNull)
  return !('type' in schema) && !('$ref' in schema) && !('anyOf' in schema) && !('enum' in schema) // unconstrained
}

/**
 * A rule over many schema files: the problems `check` finds in each file ("<file>#<pointer>: what"), all
 * listed in one failure, so one test counts one rule and a failure still names every offending place.
 */
function expectEvery(files: SchemaFile[], check: (file: SchemaFile) => Iterable<string>) {
  const problems = files.flatMap((file) => [...check(file)])
  expect(problems, `${problems.length} problem(s):\n${problems.join('\n')}`).toEqual([])
}

describe('schema files', () => {
  it('exist for the API and its shared definitions', () => {
    expect(common.length).toBeGreaterThan(10)
    expect(api.length).toBeGreaterThan(30)
  })

  it('are draft-07 with a type name', () => {
    expectEvery([...common, ...api, ...blocks, ...blockParts], function* (file) {
      if (file.schema.$schema !== 'http://json-schema.org/draft-07/schema#')
        yield `${file.path}#/$schema: ${JSON.stringify(file.schema.$schema)} is not draft-07`
      if (!isPureRef(file.schema) && !/^[A-Z][A-Za-z0-9]*$/.test(String(file.schema.title)))
        yield `${file.path}#/title: ${JSON.stringify(file.schema.title)} is not a type name`
    })
  })

  it('of the API and its shared definitions have the $id of their path', () => {
    expectEvery([...common, ...api], function* (file) {
      if (file.schema.$id !== `${ID_BASE}${file.path}`)
        yield `${file.path}#/$id: ${JSON.stringify(file.schema.$id)} is not ${ID_BASE}${file.path}`
    })
  })

  it('use each type name once', () => {
    const titles = [...common, ...api, ...blocks, ...blockParts].map((file) => file.schema.title).filter(Boolean)
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([])
  })

  it('have every file $ref resolve', () => {
    expectEvery([...common, ...api, ...blocks, ...blockParts], function* (file) {
      for (const [at, node] of subschemas(file.schema, '')) {
        const ref = node.$ref
        if (typeof ref !== 'string' || ref.startsWith('#')) continue
        const target = resolve(schemasDir, dirname(file.path), ref.split('#')[0])
        if (!existsSync(target)) yield `${file.path}#${at}: ${ref} names no file`
      }
    })
  })
})

describe('every schema compiles with ajv (strict)', () => {
  const ajv = newAjv()
  /** The compile error of one schema, if any. */
  function* compileError(file: SchemaFile, compile: () => unknown) {
    try {
      if (typeof compile() !== 'function') yield `${file.path}: not registered with ajv`
    } catch (error) {
      yield `${file.path}: ${error instanceof Error ? error.message : String(error)}`
    }
  }
  it('the API answers and the blocks', () => {
    expectEvery([...api, ...blocks], (file) => compileError(file, () => ajv.compile(file.schema)))
  })
  it('the parts block schemas share', () => {
    expectEvery(blockParts, (file) => compileError(file, () => ajv.getSchema(file.path.slice('blocks/'.length))))
  })
  it('the definitions API answers share', () => {
    expectEvery(common, (file) => compileError(file, () => ajv.getSchema(file.schema.$id as string)))
  })
})

describe('one answer schema per SPEC §7 call', () => {
  it('matches the client functions one to one', () => {
    expect(api.map((file) => camelCase(file.base)).sort()).toEqual(Object.keys(callRequests).sort())
  })

  it('each says which call it describes', () => {
    expectEvery(api, function* (file) {
      if (!/(GET|POST) \/api\/internal\//.test(String(file.schema.description)))
        yield `${file.path}#/description: names no "GET|POST /api/internal/…" call`
    })
  })
})

describe('tolerant reader (docs/contract.md)', () => {
  it('every API schema allows unknown properties and null for every optional field', () => {
    expectEvery([...common, ...api], function* (file) {
      for (const [at, node] of subschemas(file.schema, '')) {
        if (node.additionalProperties === false) yield `${file.path}#${at}: additionalProperties is false`
        const properties = node.properties as Record<string, Schema> | undefined
        if (!properties || at.endsWith('/properties')) continue
        const required = (node.required as string[] | undefined) ?? []
        for (const [name, property] of Object.entries(properties)) {
          if (!required.includes(name) && !acceptsNull(property))
            yield `${file.path}#${at}/properties/${name}: optional but does not accept null`
        }
      }
    })
  })

  it('accepts CMS answers with extra fields and nulls', () => {
    const module = {
      moduleType: 'NEWS',
      title: null,
      newsList: [{ id: 1, title: '发布会', coverMaterial: null, extra: true }],
      sort: 3,
    }
    expect(answerProblems('homepage', [module])).toEqual([])
  })

  it(`marks "${ONE_OR_MANY}" only on array properties that also accept null, and says so in their description`, () => {
    const marked = [...common, ...api].flatMap((file) =>
      [...subschemas(file.schema, file.path)]
        .filter(([, node]) => node[ONE_OR_MANY] !== undefined)
        .map(([at, node]) => ({ at, node })),
    )
    expect(marked.map(({ at }) => at)).toContain('common/activity-agenda.schema.json/properties/activitySpeaker')
    for (const { at, node } of marked) {
      expect(node[ONE_OR_MANY], at).toBe(true)
      expect(node.type, at).toEqual(['array', 'null'])
      expect(String(node.description), at).toMatch(/one .* or an array/i)
    }
  })

  it('still requires what a page cannot render without', () => {
    expect(answerProblems('siteList', [{ id: 1, title: '中文', logo: null }])).toEqual([
      { path: '/0', message: "must have required property 'mark'" },
    ])
  })
})

describe('generated TypeScript', () => {
  it('is up to date (npm run codegen:check)', async () => {
    expect(await staleFiles()).toEqual([])
  }, 30_000)

  it('declares the interface names the project relies on', () => {
    const source = readFileSync(join(schemasDir, 'api.gen.ts'), 'utf8')
    const names = [
      'Site',
      'LanguagePackEntry',
      'TopNavigationItem',
      'TopHeaderData',
      'ProductCategoryNavItem',
      'IndustryNavItem',
      'BottomNavigation',
      'QuickLink',
      'EnterpriseAdvantage',
      'HomeModule',
      'JumpTarget',
      'FileResource',
      'FileItem',
      'Form',
      'FormField',
      'FormSubmission',
      'FormSubmissionResult',
      'Product',
      'ProductCategoryGroup',
      'ProductCategoryDetail',
      'Solution',
      'SolutionIndustryGroup',
      'Example',
      'ExampleIndustryGroup',
      'NewsItem',
      'Article',
      'Introduce',
      'Activity',
      'MultimediaResource',
      'Publication',
      'ServicePage',
      'TitleBlock',
      'AiCarouselItem',
      'AiStory',
      'Employee',
      'NewsPage',
      'ActivityPage',
      'MultimediaResourcePage',
      'PublicationPage',
      'ApiAnswers',
    ]
    const declared = [...source.matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1])
    expect(names.filter((name) => !declared.includes(name))).toEqual([])
    expect(declared.filter((name, index) => declared.indexOf(name) !== index)).toEqual([])
  })

  it('validates without ajv or eval at run time (browser Content-Security-Policy)', () => {
    const source = readFileSync(join(schemasDir, 'api-validators.gen.ts'), 'utf8')
    expect(source).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(|^import /m)
  })

  it('maps every block schema file to BlockPropsMap', () => {
    const source = readFileSync(join(schemasDir, 'blocks.gen.ts'), 'utf8')
    for (const file of blocks) {
      const pascal = camelCase(file.base).replace(/^./, (c) => c.toUpperCase())
      expect(source).toContain(`  ${camelCase(file.base)}: ${pascal}Block`)
    }
  })
})
