// `npm run new-block -- <name>` (issue 22): the scaffolded block passes codegen:check, the type check, lint
// and the format check at once, its example validates and it renders. Works in a temporary copy of the
// project (node_modules linked), so the tree stays clean whatever happens.
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { Ajv } from 'ajv'
import { ESLint } from 'eslint'
import { check as prettierCheck, resolveConfig } from 'prettier'
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staleFiles } from '../../codegen/generate'
import { newBlock, parseBlockName } from '../../scripts/new-block'

const root = resolve(import.meta.dirname, '../..')
const runFile = promisify(execFile)
const NEW_FILES = [
  'blocks/stat-strip/schema.json',
  'blocks/stat-strip/block.ts',
  'blocks/stat-strip/stat-strip.tsx',
  'blocks/stat-strip/example.ts',
  'blocks/stat-strip/stat-strip.css',
]

let project: string
const output: string[] = []

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'new-block-'))
  for (const entry of [
    'schemas',
    'blocks',
    'runtime',
    'site',
    'ui',
    'mapping',
    'docs',
    'package.json',
    'tsconfig.json',
  ]) {
    cpSync(join(root, entry), join(project, entry), { recursive: true })
  }
  cpSync(join(root, 'eslint.config.js'), join(project, 'eslint.config.js'))
  cpSync(join(root, '.prettierrc.json'), join(project, '.prettierrc.json'))
  symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir')
  expect(await newBlock(['stat-strip'], project, (line) => output.push(line))).toBe(0)
}, 60_000)

afterAll(() => rmSync(project, { recursive: true, force: true }))

describe('npm run new-block (issue 22)', () => {
  it('writes the schema, definition, component, example and CSS, and the generated files, up to date', async () => {
    for (const path of NEW_FILES) expect(existsSync(join(project, path)), path).toBe(true)
    expect(output.join('\n')).toContain('/blocks/statStrip')
    expect(await staleFiles(project)).toEqual([])
    expect(readFileSync(join(project, 'blocks/registry.gen.ts'), 'utf8')).toContain(
      "import statStrip from './stat-strip/block'",
    )
  })

  it('scaffolds a strict schema: title, description, a required title and a bounded items list', () => {
    const schema = JSON.parse(readFileSync(join(project, NEW_FILES[0]!), 'utf8')) as Record<string, unknown>
    expect(schema).toMatchObject({
      title: 'StatStripBlock',
      additionalProperties: false,
      required: ['title'],
      properties: { title: { type: 'string' }, items: { type: 'array', minItems: 1, maxItems: 8 } },
    })
    expect(typeof schema.description).toBe('string')
  })

  it('type-checks (the block, its example and the generated index)', async () => {
    const config = {
      extends: './tsconfig.json',
      include: [],
      files: [
        'blocks/stat-strip/block.ts',
        'blocks/stat-strip/stat-strip.tsx',
        'blocks/stat-strip/example.ts',
        'blocks/registry.gen.ts',
        'blocks/examples.gen.ts',
      ],
    }
    writeFileSync(join(project, 'tsconfig.new-block.json'), JSON.stringify(config))
    const tsc = join(root, 'node_modules/typescript/bin/tsc')
    await expect(
      runFile(process.execPath, [tsc, '-p', 'tsconfig.new-block.json'], { cwd: project }),
    ).resolves.toBeDefined()
  }, 120_000)

  it("passes lint and the project's format", async () => {
    const eslint = new ESLint({ cwd: project })
    const results = await eslint.lintFiles(NEW_FILES.filter((path) => path.endsWith('.tsx') || path.endsWith('.ts')))
    expect(results.flatMap((result) => result.messages.map((m) => `${result.filePath}: ${m.message}`))).toEqual([])
    for (const path of NEW_FILES) {
      const file = join(project, path)
      const options = { ...(await resolveConfig(file)), filepath: file }
      expect(await prettierCheck(readFileSync(file, 'utf8'), options), path).toBe(true)
    }
  }, 60_000)

  it('has an example that validates against its schema, and a component that renders it', async () => {
    const schema = JSON.parse(readFileSync(join(project, NEW_FILES[0]!), 'utf8')) as object
    const { statStripExample } = (await import(pathToFileURL(join(project, NEW_FILES[3]!)).href)) as {
      statStripExample: unknown
    }
    const ajv = new Ajv({ strict: false })
    expect(ajv.validate(schema, statStripExample), ajv.errorsText()).toBe(true)
    const { StatStrip } = (await import(pathToFileURL(join(project, NEW_FILES[2]!)).href)) as {
      StatStrip: ComponentType<object>
    }
    const html = renderToString(createElement(StatStrip, statStripExample as object))
    expect(html).toContain('block-section')
    expect(html).toContain('First item')
  })

  it('refuses an existing block, an invalid name, and with --dry-run writes nothing', async () => {
    const errors: string[] = []
    const originalError = console.error
    console.error = (message: string) => errors.push(message)
    try {
      expect(await newBlock(['statStrip'], project)).toBe(1)
      expect(await newBlock(['Stat_Strip'], project)).toBe(1)
      const printed: string[] = []
      expect(await newBlock(['logo-wall', '--dry-run'], project, (line) => printed.push(line))).toBe(0)
      expect(printed.join('\n')).toContain('--- blocks/logo-wall/logo-wall.tsx')
      expect(existsSync(join(project, 'blocks/logo-wall'))).toBe(false)
    } finally {
      console.error = originalError
    }
    expect(errors[0]).toMatch(/exists already/)
    expect(errors[1]).toMatch(/not a block name/)
  })

  it('takes the name in kebab-case or camelCase, with the names of codegen', () => {
    expect(parseBlockName('stat-strip')).toEqual(parseBlockName('statStrip'))
    expect(parseBlockName('statStrip')).toMatchObject({ names: { kebab: 'stat-strip', component: 'StatStrip' } })
    for (const bad of ['StatStrip', 'stat_strip', '1stat', 'stat--strip', ''])
      expect(parseBlockName(bad)).toHaveProperty('error')
  })
})
