// The backend contract (DESIGN.md "Contract tests", CONTRACT.md reading rules): every schema compiles,
// every $ref resolves, one answer schema per SPEC §7 call, the tolerant-reader rules hold, and the
// generated TypeScript is up to date.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { INTERACTIVE_KEYWORD } from '../../codegen/block-index'
import { camelCase, ONE_OR_MANY, staleFiles } from '../../codegen/generate'
import { callRequests } from '../../runtime/api'
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
const blocks = load('blocks')
/** Parts block schemas share by `$ref` (no blocks themselves). */
const blockParts = load('blocks/shared')
const isPureRef = (schema: Schema) => typeof schema.$ref === 'string' && !('type' in schema) && !('title' in schema)

function newAjv() {
  const ajv = new Ajv({ strict: true, allowUnionTypes: true })
  // The project's schema keywords: an annotation for the boundary (schemas/repair.ts), and a block's
  // declaration that the browser hydrates it (codegen/block-index.ts).
  ajv.addKeyword({ keyword: ONE_OR_MANY, schemaType: 'boolean' })
  ajv.addKeyword({ keyword: INTERACTIVE_KEYWORD, schemaType: 'boolean' })
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

describe('schema files', () => {
  it('exist for the API and its shared definitions', () => {
    expect(common.length).toBeGreaterThan(10)
    expect(api.length).toBeGreaterThan(30)
  })

  it.each([...common, ...api, ...blocks, ...blockParts].map((file) => [file.path, file] as const))(
    '%s is draft-07 with a type name',
    (_path, file) => {
      expect(file.schema.$schema).toBe('http://json-schema.org/draft-07/schema#')
      if (!isPureRef(file.schema)) expect(file.schema.title).toMatch(/^[A-Z][A-Za-z0-9]*$/)
    },
  )

  it.each([...common, ...api].map((file) => [file.path, file] as const))(
    '%s has the $id of its path',
    (_path, file) => {
      expect(file.schema.$id).toBe(`${ID_BASE}${file.path}`)
    },
  )

  it('use each type name once', () => {
    const titles = [...common, ...api, ...blocks, ...blockParts].map((file) => file.schema.title).filter(Boolean)
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([])
  })

  it.each([...common, ...api, ...blocks, ...blockParts].map((file) => [file.path, file] as const))(
    '%s: every file $ref resolves',
    (_path, file) => {
      for (const [at, node] of subschemas(file.schema, '')) {
        const ref = node.$ref
        if (typeof ref !== 'string' || ref.startsWith('#')) continue
        const target = resolve(schemasDir, dirname(file.path), ref.split('#')[0])
        expect(existsSync(target), `${file.path}${at}: ${ref}`).toBe(true)
      }
    },
  )
})

describe('every schema compiles with ajv (strict)', () => {
  const ajv = newAjv()
  it.each([...api, ...blocks].map((file) => [file.path, file] as const))('%s', (_path, file) => {
    expect(() => ajv.compile(file.schema)).not.toThrow()
  })
  it.each(blockParts.map((file) => [file.path, file] as const))('%s', (_path, file) => {
    expect(ajv.getSchema(file.path.slice('blocks/'.length))).toBeTypeOf('function')
  })
  it.each(common.map((file) => [file.path, file] as const))('%s', (_path, file) => {
    expect(ajv.getSchema(file.schema.$id as string)).toBeTypeOf('function')
  })
})

describe('one answer schema per SPEC §7 call', () => {
  it('matches the client functions one to one', () => {
    expect(api.map((file) => camelCase(file.base)).sort()).toEqual(Object.keys(callRequests).sort())
  })

  it.each(api.map((file) => [file.path, file] as const))('%s says which call it describes', (_path, file) => {
    expect(file.schema.description).toMatch(/(GET|POST) \/api\/internal\//)
  })
})

describe('tolerant reader (CONTRACT.md)', () => {
  it.each([...common, ...api].map((file) => [file.path, file] as const))(
    '%s: allows unknown properties and null for every optional field',
    (_path, file) => {
      for (const [at, node] of subschemas(file.schema, '')) {
        expect(node.additionalProperties, `${file.path}${at}`).not.toBe(false)
        const properties = node.properties as Record<string, Schema> | undefined
        if (!properties || at.endsWith('/properties')) continue
        const required = (node.required as string[] | undefined) ?? []
        for (const [name, property] of Object.entries(properties)) {
          if (!required.includes(name)) expect(acceptsNull(property), `${file.path}${at}/properties/${name}`).toBe(true)
        }
      }
    },
  )

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
