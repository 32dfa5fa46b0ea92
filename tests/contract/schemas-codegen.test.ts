// The schema → TypeScript generator (docs/architecture.md "Schemas and generated types"): block types and
// BlockPropsMap from file names, shared types imported rather than redeclared, zero blocks, clear
// errors, deterministic output.
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { blockNames } from '../../codegen/block-names'
import { camelCase, generateAll, generateBlockTypes, pascalCase } from '../../codegen/generate'

const schemasDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../schemas')
const dirs: string[] = []

/**
 * A project with a copy of schemas/common and schemas/api, the given block schemas and, for each, a
 * block folder with the files codegen requires. Returns the project root; its schemas are in schemas/.
 */
function workspace(blocks: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'codegen-'))
  dirs.push(dir)
  cpSync(join(schemasDir, 'common'), join(dir, 'schemas/common'), { recursive: true })
  cpSync(join(schemasDir, 'api'), join(dir, 'schemas/api'), { recursive: true })
  mkdirSync(join(dir, 'schemas/blocks'))
  for (const [name, schema] of Object.entries(blocks)) {
    const { component, example, propsType } = blockNames(name)
    mkdirSync(join(dir, 'blocks', name), { recursive: true })
    writeFileSync(
      join(dir, 'blocks', name, 'schema.json'),
      JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }),
    )
    writeFileSync(join(dir, 'blocks', name, `${name}.tsx`), `export function ${component}() {\n  return null\n}\n`)
    writeFileSync(join(dir, 'blocks', name, 'example.ts'), `export const ${example} = {}\n`)
    writeFileSync(join(dir, 'blocks', name, `${name}.css`), '')
    writeFileSync(
      join(dir, 'blocks', name, 'block.ts'),
      `export default defineBlock<${propsType}>({\n  component: () => import('./${name}').then((m) => m.${component}),\n  hydrate: 'none',\n})\n`,
    )
  }
  return dir
}

const blocksOutput = async (project: string) => (await generateBlockTypes(project)).content

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

// Generating every API type takes a few seconds; only the tests that need the API files do it.
describe('codegen', () => {
  it('derives names from file names', () => {
    expect(camelCase('logo-wall')).toBe('logoWall')
    expect(pascalCase('logo-wall')).toBe('LogoWall')
  })

  it('emits an empty BlockPropsMap when there are no block schemas', async () => {
    const output = await blocksOutput(workspace({}))
    expect(output).toContain('export interface BlockPropsMap {}')
    expect(output).toMatch(/^\/\* eslint-disable \*\/\n\/\/ GENERATED FILE, DO NOT EDIT/)
  })

  it('maps block files to interfaces and imports shared API types instead of redeclaring them', async () => {
    const dir = workspace({
      'logo-wall': {
        title: 'LogoWallBlock',
        type: 'object',
        additionalProperties: false,
        required: ['logos'],
        properties: {
          logos: { type: 'array', items: { type: 'string' } },
          jump: { $ref: '../../schemas/common/jump-target.schema.json' },
        },
      },
      banner: {
        title: 'BannerBlock',
        type: 'object',
        additionalProperties: false,
        properties: { title: { type: 'string' } },
      },
    })
    const output = await blocksOutput(dir)
    expect(output).toContain("import type { JumpTarget } from './api.gen'")
    expect(output).toContain('export interface LogoWallBlock {')
    expect(output).toContain('jump?: JumpTarget')
    expect(output).not.toMatch(/export interface JumpTarget/)
    expect(output).toContain('export interface BlockPropsMap {\n  banner: BannerBlock\n  logoWall: LogoWallBlock\n}')
  })

  it('declares a part block schemas share (schemas/blocks/shared) once, in the block types, and refers to it by name', async () => {
    const dir = workspace({
      banner: {
        title: 'BannerBlock',
        type: 'object',
        additionalProperties: false,
        properties: { jump: { $ref: '../../schemas/blocks/shared/jump.schema.json' } },
      },
      'action-bar': {
        title: 'ActionBarBlock',
        type: 'object',
        additionalProperties: false,
        properties: { jump: { $ref: '../../schemas/blocks/shared/jump.schema.json' } },
      },
    })
    mkdirSync(join(dir, 'schemas', 'blocks', 'shared'))
    const jump = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: 'BlockJump',
      type: 'object',
      properties: { buttonLink: { type: 'string' } },
    }
    writeFileSync(join(dir, 'schemas', 'blocks', 'shared', 'jump.schema.json'), JSON.stringify(jump))
    const output = await blocksOutput(dir)
    expect(output.match(/export interface BlockJump \{/g)).toHaveLength(1)
    expect(output.match(/ {2}jump\?: BlockJump$/gm)).toHaveLength(2)
    expect(output).not.toContain("from './api.gen'")
    expect(output).toContain('export interface BlockPropsMap {\n  actionBar: ActionBarBlock\n  banner: BannerBlock\n}')
  })

  it('refuses a block title that does not follow its folder name', async () => {
    const dir = workspace({ 'logo-wall': { title: 'Logos', type: 'object' } })
    await expect(generateBlockTypes(dir)).rejects.toThrow('blocks/logo-wall/schema.json: title must be "LogoWallBlock"')
  })

  it('refuses the same type name from two files', async () => {
    const dir = workspace({})
    writeFileSync(
      join(dir, 'schemas/common', 'site-copy.schema.json'),
      JSON.stringify({ title: 'Site', type: 'object' }),
    )
    await expect(generateAll(dir)).rejects.toThrow(/type Site is declared by both/)
  }, 30_000)

  it('names a $ref that points nowhere', async () => {
    const dir = workspace({
      banner: {
        title: 'BannerBlock',
        type: 'object',
        properties: { x: { $ref: '../../schemas/common/nope.schema.json' } },
      },
    })
    await expect(generateBlockTypes(dir)).rejects.toThrow(
      'blocks/banner/schema.json: $ref "../common/nope.schema.json" points to no known schema (common/nope.schema.json)',
    )
  })

  it('is deterministic', async () => {
    const dir = workspace({
      banner: {
        title: 'BannerBlock',
        type: 'object',
        properties: { title: { type: 'string' } },
      },
    })
    const first = await generateAll(dir)
    expect(await generateAll(dir)).toEqual(first)
  }, 30_000)
})
