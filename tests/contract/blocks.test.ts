import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { blockExamples, savedBlockExamples } from '../../blocks/examples.gen'
import { blockIslandModules } from '../../blocks/islands.gen'
import { registry } from '../../blocks/registry.gen'
import { blockNames } from '../../codegen/block-names'
import { readBlockSchemas } from '../../codegen/generate'

// docs/architecture.md "The block contract": one schema and one folder per block, holding its definition (registry, island
// map and examples generated from them); examples are valid.
const blocksDir = new URL('../../blocks/', import.meta.url)

// Each block's schema.json, its `$ref`s to the shared parts read as codegen reads them ("shared/jump.schema.json").
const schemas = readBlockSchemas(fileURLToPath(new URL('../../', import.meta.url))).map(({ base, schema }) => ({
  ...blockNames(base),
  schema: schema as Record<string, unknown>,
}))

const ajv = new Ajv({ allErrors: true, strict: true })
// Parts block schemas share by `$ref`, known by their path from schemas/blocks/.
const sharedDir = new URL('../../schemas/blocks/shared/', import.meta.url)
for (const file of readdirSync(sharedDir).filter((name) => name.endsWith('.schema.json'))) {
  ajv.addSchema(JSON.parse(readFileSync(new URL(file, sharedDir), 'utf8')) as object, `shared/${file}`)
}

/** Every offending place of one rule over all blocks, listed in one failure. */
function expectNone(problems: string[]) {
  expect(problems, `${problems.length} problem(s):\n${problems.join('\n')}`).toEqual([])
}

describe('block schemas, registry and examples agree', () => {
  it('every schema has a registry entry and every registry entry a schema', () => {
    expect(Object.keys(registry).sort()).toEqual(schemas.map((s) => s.type).sort())
  })

  it("the island map holds every island block, with its definition's component module, and no other (issues 13, 22)", () => {
    const islands = schemas.flatMap(({ type, componentModule }) => {
      const definition = registry[type as keyof typeof registry]
      if (definition.hydrate === 'none') return []
      const plain = 'island' in definition && definition.island === 'plain'
      return [
        [
          plain ? `plain:block:${type}` : `block:${type}`,
          plain ? componentModule.replace(/\.tsx$/, '.mount.ts') : componentModule,
        ],
      ]
    })
    expect(Object.entries(blockIslandModules).sort()).toEqual(islands.sort())
    // A page of static blocks ships no block JavaScript (SPEC §1 "rendered on the server"): these stay HTML only.
    for (const type of ['banner', 'richText', 'pageHeading', 'caseCards', 'customerWall', 'consultBanner'] as const) {
      expect(registry[type].hydrate, type).toBe('none')
    }
  })

  it('every registry entry has an example', () => {
    expect(Object.keys(blockExamples).sort()).toEqual(Object.keys(registry).sort())
  })

  it('every block has its folder with component and example', () => {
    for (const { kebab } of schemas) {
      const files = readdirSync(new URL(`${kebab}/`, blocksDir))
      expect(files, kebab).toEqual(expect.arrayContaining([`${kebab}.tsx`, 'example.ts']))
    }
  })

  // Blocks load lazily, so a side-effect CSS import would reach the page only after hydration (a flash
  // of unstyled server HTML in production); blocks import CSS as URLs and render <Stylesheets>.
  it('every block imports its CSS as URLs rendered with <Stylesheets>, not for side effects', () => {
    expectNone(
      schemas.flatMap(({ kebab }) => {
        const folder = new URL(`${kebab}/`, blocksDir)
        return readdirSync(folder)
          .filter((name) => /\.tsx?$/.test(name))
          .flatMap((file) => {
            const source = readFileSync(new URL(file, folder), 'utf8')
            const imports = source.match(/^import\s+['"]([^'"]+\.css|swiper\/css[^'"]*)['"]/gm) ?? []
            return imports.map((line) => `blocks/${kebab}/${file}: ${line}`)
          })
      }),
    )
  })

  it('every block schema is titled <Pascal>Block and strict', () => {
    expectNone(
      schemas.flatMap(({ kebab, propsType, schema }) => [
        ...(schema.title === propsType ? [] : [`${kebab}#/title: ${JSON.stringify(schema.title)}, not "${propsType}"`]),
        ...(schema.additionalProperties === false ? [] : [`${kebab}#/additionalProperties: not false`]),
      ]),
    )
  })

  it('every example validates against its schema', () => {
    expectNone(
      schemas.flatMap(({ type, schema }) => {
        const validate = ajv.compile(schema)
        if (validate(blockExamples[type as keyof typeof blockExamples])) return []
        return (validate.errors ?? []).map((error) => `${type} example#${error.instancePath}: ${error.message}`)
      }),
    )
  })

  it('every example saved beside a block (blocks/<kebab>/examples/*.json) validates against its schema', () => {
    const problems = Object.entries(savedBlockExamples).flatMap(([type, examples]) => {
      const validate = ajv.compile(schemas.find((s) => s.type === type)!.schema)
      return Object.entries(examples ?? {}).flatMap(([name, props]) =>
        validate(props) ? [] : [`${type}/${name}: ${ajv.errorsText(validate.errors)}`],
      )
    })
    expect(Object.keys(savedBlockExamples).length).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })

  it('a shared jump target is as strict as the one block schemas used to repeat', () => {
    const validate = ajv.compile(schemas.find((s) => s.type === 'banner')!.schema)
    const banner = { title: 'T', image: '/b.svg' }
    expect(validate({ ...banner, jump: { jumpContentType: 'FORM', formBOId: 3 } })).toBe(true)
    expect(validate({ ...banner, jump: { jumpContentType: 'PHONE' } })).toBe(false)
    expect(validate({ ...banner, jump: { jumpContentType: 'URL', target: '_blank' } })).toBe(false)
    expect(validate({ ...banner, jump: { buttonLink: '/x' } })).toBe(false)
  })

  it('every registry entry loads a component', async () => {
    const types = Object.keys(registry) as Array<keyof typeof registry>
    const components = await Promise.all(types.map((type) => registry[type].component()))
    expectNone(
      types.filter((_, index) => typeof components[index] !== 'function').map((type) => `${type}: not a component`),
    )
  })
})
