// Adding a block is one folder (docs/architecture.md "The block contract"): codegen writes the registry, the island
// map and the examples index from the folders, and names the file to add when a folder is incomplete.
// Each test works in a temporary copy of the project: schemas/, blocks/, runtime/ (which blocks
// import) and package.json/tsconfig.json, with node_modules linked, so the generated registry loads.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { blockFolderProblems, exportsName } from '../../codegen/block-index'
import { generateAll, generateBlockIndex, writeGenerated } from '../../codegen/generate'

const root = resolve(import.meta.dirname, '../..')
const projects: string[] = []

afterEach(() => {
  for (const dir of projects.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'add-block-'))
  projects.push(dir)
  for (const entry of ['schemas', 'blocks', 'runtime', 'docs', 'package.json', 'tsconfig.json']) {
    cpSync(join(root, entry), join(dir, entry), { recursive: true })
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}

const LOGO_WALL_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'LogoWallBlock',
  type: 'object',
  additionalProperties: false,
  required: ['logos'],
  properties: { logos: { type: 'array', items: { type: 'string' } } },
}

const LOGO_WALL_DEFINITION = [
  "import { defineBlock } from '../../runtime/blocks/define-block'",
  "import type { LogoWallBlock } from '../../schemas/blocks.gen'",
  '',
  'export default defineBlock<LogoWallBlock>({',
  "  component: () => import('./logo-wall').then((m) => m.LogoWall),",
  "  hydrate: 'none',",
  '})',
  '',
].join('\n')

/** The throw-away block: one folder, nothing else. */
function addLogoWall(
  project: string,
  files: Partial<
    Record<'schema.json' | 'block.ts' | 'logo-wall.tsx' | 'example.ts' | 'logo-wall.css', string | null>
  > = {},
): void {
  const folder = join(project, 'blocks/logo-wall')
  mkdirSync(folder)
  const contents = {
    'schema.json': JSON.stringify(LOGO_WALL_SCHEMA, null, 2),
    'block.ts': LOGO_WALL_DEFINITION,
    'logo-wall.tsx': [
      "import type { LogoWallBlock } from '../../schemas/blocks.gen'",
      "import { Stylesheets } from '../../runtime/blocks/stylesheets'",
      "import logoWallCss from './logo-wall.css?inline'",
      '',
      'export function LogoWall({ logos }: LogoWallBlock) {',
      '  return (',
      '    <ul className="logo-wall">',
      '      <Stylesheets css={[logoWallCss]} />',
      '      {logos.map((logo) => <li key={logo}>{logo}</li>)}',
      '    </ul>',
      '  )',
      '}',
      '',
    ].join('\n'),
    'example.ts':
      "import type { LogoWallBlock } from '../../schemas/blocks.gen'\n\nexport const logoWallExample: LogoWallBlock = { logos: ['ACME', 'Globex'] }\n",
    'logo-wall.css': '.logo-wall {\n  display: flex;\n}\n',
    ...files,
  }
  for (const [name, content] of Object.entries(contents))
    if (content !== null) writeFileSync(join(folder, name), content)
}

const indexError = (project: string) => () => generateBlockIndex(project)

describe('codegen writes the registry, the island map and the examples index (adding a block = one folder)', () => {
  it('the project as committed: every block folder is complete', () => {
    expect(() => generateBlockIndex(root)).not.toThrow()
  })

  it('a new folder appears in the registry and the examples index, and the block loads and renders', async () => {
    const project = projectCopy()
    addLogoWall(project)
    const written = await writeGenerated(project)
    expect(written.sort()).toEqual([
      'blocks/examples.gen.ts',
      'blocks/registry.gen.ts',
      'schemas/block-validators.gen.ts',
      'schemas/blocks.gen.ts',
    ])

    const registrySource = readFileSync(join(project, 'blocks/registry.gen.ts'), 'utf8')
    expect(registrySource).toContain("import logoWall from './logo-wall/block'")
    expect(registrySource).toContain('  logoWall,\n')
    // HTML only: no island, so nothing in the island map.
    expect(readFileSync(join(project, 'blocks/islands.gen.ts'), 'utf8')).not.toContain('logoWall')
    expect(readFileSync(join(project, 'blocks/examples.gen.ts'), 'utf8')).toContain('  logoWall: logoWallExample,')
    expect(readFileSync(join(project, 'schemas/blocks.gen.ts'), 'utf8')).toContain('  logoWall: LogoWallBlock')

    // What the catalogue page (blockExamples) and the contract tests (registry) read, from the copy.
    const { registry } = (await import(pathToFileURL(join(project, 'blocks/registry.gen.ts')).href)) as {
      registry: Record<string, { component: () => Promise<ComponentType<object>>; hydrate: string }>
    }
    const { blockExamples } = (await import(pathToFileURL(join(project, 'blocks/examples.gen.ts')).href)) as {
      blockExamples: Record<string, object>
    }
    expect(Object.keys(registry)).toContain('logoWall')
    expect(blockExamples.logoWall).toEqual({ logos: ['ACME', 'Globex'] })
    const LogoWall = await registry.logoWall.component()
    expect(renderToString(createElement(LogoWall, blockExamples.logoWall))).toContain('<li>Globex</li>')

    // Its props validator (issue 22): precompiled, importing nothing, as strict as the schema.
    const validatorsSource = readFileSync(join(project, 'schemas/block-validators.gen.ts'), 'utf8')
    expect(validatorsSource).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(|^import /m)
    const { logoWall } = (await import(pathToFileURL(join(project, 'schemas/block-validators.gen.ts')).href)) as {
      logoWall: (props: unknown) => boolean
    }
    expect(logoWall(blockExamples.logoWall)).toBe(true)
    expect(logoWall({ logos: [1] })).toBe(false)
    expect(logoWall({ logos: [], shape: 'round' })).toBe(false)

    // Nothing else needs editing: a second run finds everything up to date.
    expect(await writeGenerated(project)).toEqual([])
  }, 60_000)

  it('a missing stylesheet is an error naming the file to add, and `npm run codegen` stops on it', async () => {
    const project = projectCopy()
    addLogoWall(project, { 'logo-wall.css': null })
    expect(indexError(project)).toThrow('blocks/logo-wall/logo-wall.css is missing: add it')
    await expect(generateAll(project)).rejects.toThrow('blocks/logo-wall/logo-wall.css is missing')
  })

  it('a component exported under another name is an error naming the export', () => {
    const project = projectCopy()
    addLogoWall(project, { 'logo-wall.tsx': 'export function LogoWallBlock() {\n  return null\n}\n' })
    expect(indexError(project)).toThrow('blocks/logo-wall/logo-wall.tsx must export LogoWall (the component LogoWall)')
  })

  it('a missing component, a missing example and an example under another name are errors naming the file', () => {
    const project = projectCopy()
    addLogoWall(project, { 'logo-wall.tsx': null, 'example.ts': 'export const logoWall = {}\n' })
    expect(indexError(project)).toThrow(
      'blocks/logo-wall/logo-wall.tsx is missing: add it, exporting the component LogoWall',
    )
    expect(indexError(project)).toThrow('blocks/logo-wall/example.ts must export logoWallExample')
    unlinkSync(join(project, 'blocks/logo-wall/example.ts'))
    expect(indexError(project)).toThrow('blocks/logo-wall/example.ts is missing: add it, exporting logoWallExample')
  })

  it('a missing definition is an error showing the one to write (issue 22)', () => {
    const project = projectCopy()
    addLogoWall(project, { 'block.ts': null })
    expect(indexError(project)).toThrow(
      "blocks/logo-wall/block.ts is missing: add it, export default defineBlock<LogoWallBlock>({ component: () => import('./logo-wall').then((m) => m.LogoWall), hydrate: 'none' })",
    )
  })

  it("a definition's hydration moment and island kind are literals codegen reads; an unknown one is an error", () => {
    const project = projectCopy()
    const withOptions = (options: string) => LOGO_WALL_DEFINITION.replace("  hydrate: 'none',", options)
    addLogoWall(project, { 'block.ts': withOptions("  hydrate: 'soon',") })
    expect(indexError(project)).toThrow(
      "blocks/logo-wall/block.ts: hydrate must be one of 'none', 'load', 'idle', 'visible', 'interaction'",
    )
    writeFileSync(join(project, 'blocks/logo-wall/block.ts'), withOptions("  hydrate: 'visible',\n  island: 'vue',"))
    expect(indexError(project)).toThrow("blocks/logo-wall/block.ts: island must be 'react' or 'plain'")
    writeFileSync(join(project, 'blocks/logo-wall/block.ts'), withOptions("  hydrate: 'visible',\n  island: 'plain',"))
    expect(indexError(project)).toThrow('blocks/logo-wall/block.ts: a plain island needs mount')
    writeFileSync(join(project, 'blocks/logo-wall/block.ts'), withOptions("  hydrate: 'idle',"))
    const islands = generateBlockIndex(project).find((file) => file.path === 'blocks/islands.gen.ts')
    expect(islands?.content).toContain("  'block:logoWall': 'blocks/logo-wall/logo-wall.tsx',")
  })

  it("a definition whose component is another module than the block's own is an error (one name per block)", () => {
    const project = projectCopy()
    addLogoWall(project, {
      'block.ts': LOGO_WALL_DEFINITION.replace(
        "import('./logo-wall').then((m) => m.LogoWall)",
        "import('./wall').then((m) => m.Wall)",
      ),
    })
    expect(indexError(project)).toThrow(
      "blocks/logo-wall/block.ts: component must load the block's own module: () => import('./logo-wall').then((m) => m.LogoWall)",
    )
  })

  it("a folder without its schema is an error naming the file and the schema's title", () => {
    const project = projectCopy()
    addLogoWall(project, { 'schema.json': null })
    expect(indexError(project)).toThrow(
      'blocks/logo-wall/schema.json is missing: add it, its props\' JSON Schema, titled "LogoWallBlock"',
    )
  })

  it('reads exports the ways a module writes them', () => {
    expect(exportsName('export function LogoWall() {}', 'LogoWall')).toBe(true)
    expect(exportsName('export const logoWallExample: LogoWallBlock = {}', 'logoWallExample')).toBe(true)
    expect(exportsName('function Wall() {}\nexport { Wall as LogoWall }', 'LogoWall')).toBe(true)
    expect(exportsName('export function LogoWallBlock() {}', 'LogoWall')).toBe(false)
    expect(exportsName('export { LogoWall as Wall }', 'LogoWall')).toBe(false)
    expect(exportsName('// export function LogoWall', 'LogoWall')).toBe(false)
    expect(blockFolderProblems(join(root, 'nowhere'))).toEqual([])
  })
})
