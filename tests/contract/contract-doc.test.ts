// docs/contract.md (issue 24): generated from the answer schemas and the request builders, covering every
// call and every field of each answer, deterministic, and stale for `npm run codegen:check` as soon as it
// or a schema changes.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CONTRACT_DOC_PATH, contractDoc, deriveRequest, type ContractSchema } from '../../codegen/contract-doc'
import { staleFiles } from '../../codegen/generate'
import type { ApiCallName } from '../../schemas/api.gen'
import { callRequests } from '../../site/api/calls'

const root = resolve(import.meta.dirname, '../..')
const projects: string[] = []

afterAll(() => {
  for (const dir of projects.splice(0)) rmSync(dir, { recursive: true, force: true })
})

type Schema = { [key: string]: unknown }

function readDir(folder: string): ContractSchema[] {
  return readdirSync(join(root, 'schemas', folder))
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => ({
      path: `${folder}/${name}`,
      base: name.replace(/\.schema\.json$/, ''),
      schema: JSON.parse(readFileSync(join(root, 'schemas', folder, name), 'utf8')) as ContractSchema['schema'],
    }))
}

const api = readDir('api')
const common = readDir('common')
const committed = readFileSync(join(root, CONTRACT_DOC_PATH), 'utf8')
const calls = Object.keys(callRequests) as ApiCallName[]
const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The text of the section opened by `<a id="<anchor>">`, up to the next anchor. */
function section(doc: string, anchor: string): string {
  const start = doc.indexOf(`<a id="${anchor}"></a>`)
  expect(start, `section ${anchor}`).toBeGreaterThanOrEqual(0)
  const end = doc.indexOf('<a id="', start + 1)
  return doc.slice(start, end === -1 ? undefined : end)
}

const commonByPath = new Map(common.map((file) => [file.path, file]))
/** The common schema a `$ref` of schemas/api or schemas/common names (`../common/x…` or `x…`). */
const target = (ref: string): ContractSchema => {
  const file = commonByPath.get(`common/${ref.split('/').pop()}`)
  if (!file) throw new Error(`no schema for ${ref}`)
  return file
}
const propertyNames = (schema: Schema): string[] =>
  Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {})
const shapeAnchor = (file: ContractSchema) => `shape${kebab(String(file.schema.title))}`

describe('docs/contract.md (issue 24)', () => {
  it('is what the schemas and calls.ts produce, and the same on every run', () => {
    const doc = contractDoc(api, common)
    expect(contractDoc(api, common)).toBe(doc)
    expect(committed).toBe(doc)
    expect(doc).toMatch(/^<!-- GENERATED FILE, DO NOT EDIT/)
    expect(doc).toContain('Where the code cites docs/contract.md, this page and the schemas it is generated from')
  })

  it('has a section for every call of callRequests, with its method and path as the builder sends them', () => {
    expect(calls.length).toBeGreaterThan(30)
    for (const call of calls) {
      const text = section(committed, `call-${kebab(call)}`)
      const request = deriveRequest(call)
      expect(text).toContain(`### ${call}\n`)
      expect(text).toContain(`\`${request.method} /api/internal${request.path}\``)
      expect(committed).toContain(`- [${call}](#call-${kebab(call)})`)
    }
    // Placeholders stay readable: nothing percent-encoded, no marker left over.
    expect(deriveRequest('detail').path).toBe('/{type}/{id}')
    expect(deriveRequest('fixedNews').path).toBe('/fixed/news/list/{siteId}?type={type}')
    expect(deriveRequest('activityList').body).toBe(
      '{ "site": { "id": {siteId} }, "pageNo": {pageNo}, "pageSize": {pageSize}, "activity": ActivityFilter }',
    )
    expect(committed).not.toMatch(/%7B|contract-doc-type/)
  })

  it("lists every top-level field of each call's answer, with required or optional", () => {
    for (const call of calls) {
      const file = api.find((candidate) => candidate.base === kebab(call))
      expect(file, call).toBeDefined()
      let schema = file!.schema as Schema
      if (typeof schema.$ref === 'string') schema = target(schema.$ref).schema
      const items = schema.items as Schema | undefined
      // A list answer is described by its item's shape, every other answer in the call's own section.
      const described =
        schema.type === 'array' ? (typeof items?.$ref === 'string' ? target(items.$ref).schema : undefined) : schema
      if (!described) continue // a list of strings has no fields
      const text =
        described === schema
          ? section(committed, `call-${kebab(call)}`)
          : section(committed, shapeAnchor(target(String(items?.$ref))))
      const fields = propertyNames(described)
      expect(fields.length, call).toBeGreaterThan(0)
      const required = new Set((described.required as string[] | undefined) ?? [])
      for (const field of fields) {
        const row = text.split('\n').find((line) => line.startsWith(`| \`${field}\` |`))
        expect(row, `${call}: ${field}`).toBeDefined()
        expect(row).toContain(required.has(field) ? '**required**' : 'optional')
      }
    }
  })

  it('says what the site does with a broken value', () => {
    const activityList = section(committed, 'call-activity-list')
    expect(activityList).toMatch(
      /\| `data` \| list of \[Activity\]\(#shape-activity\), at most 100 \| \*\*required\*\* \|.*the call fails/,
    )
    expect(section(committed, 'shape-home-module')).toMatch(
      /`carouselOpt` \| list of \[CarouselSlide\]\(#shape-carousel-slide\), at most 100 \|.*items past the 100th are left out/,
    )
    const agenda = section(committed, 'shape-activity-agenda')
    expect(agenda).toMatch(/`activitySpeaker`.*one object is read as a one-item list/)
    const fileItem = section(committed, 'shape-file-item')
    expect(fileItem).toMatch(/`url` \| string \| \*\*required\*\* \|.*its object goes with it/)
    expect(section(committed, 'shape-form-submission')).toContain('Sent by the site in a request body')
  })

  it('is stale for codegen:check when edited by hand or when a schema description changes', async () => {
    const project = mkdtempSync(join(tmpdir(), 'contract-doc-'))
    projects.push(project)
    for (const entry of ['schemas', 'blocks', 'runtime', 'docs', 'package.json', 'tsconfig.json']) {
      cpSync(join(root, entry), join(project, entry), { recursive: true })
    }
    symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir')
    expect(await staleFiles(project)).toEqual([])

    writeFileSync(join(project, CONTRACT_DOC_PATH), `${committed}\nA line added by hand.\n`)
    expect(await staleFiles(project)).toEqual([CONTRACT_DOC_PATH])
    writeFileSync(join(project, CONTRACT_DOC_PATH), committed)

    const sitePath = join(project, 'schemas/common/site.schema.json')
    const site = JSON.parse(readFileSync(sitePath, 'utf8')) as { properties: { mark: Schema } }
    site.properties.mark.description = 'A new description.'
    writeFileSync(sitePath, JSON.stringify(site, null, 2))
    expect(await staleFiles(project)).toContain(CONTRACT_DOC_PATH)
  }, 60_000)
})
