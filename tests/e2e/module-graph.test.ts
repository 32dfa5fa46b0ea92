import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { BUILT_SERVER } from './support/processes'

// Issue 10, docs/architecture.md "Running": production is one module graph. The server (dist/server/server.mjs) is
// built with the pages, so a module of runtime/ is one chunk that the server and every page import,
// not a copy each. Read from the build `npm test` made; Rolldown marks each module's code with a
// `// <source path>` line.

const serverDir = resolve(import.meta.dirname, '../../dist/server')
const builtServer = resolve(import.meta.dirname, '../..', BUILT_SERVER)

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return builtFiles(path)
    return /\.m?js$/.test(entry.name) ? [path] : []
  })
}

/** The built files `file` imports, statically or dynamically, directly or through others (itself included). */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const [, specifier] of code.matchAll(/(?:from|import\(?)\s*"(\.{1,2}\/[^"]+)"/g))
    importClosure(resolve(dirname(file), specifier), seen)
  return seen
}

const holding = (source: string) =>
  builtFiles(serverDir).filter((file) => readFileSync(file, 'utf8').includes(`// ${source}\n`))

describe('the production build is one module graph (issue 10)', () => {
  test.for(['site/api/errors.ts', 'site/api/outcome.ts', 'site/api/calls.ts'])(
    '%s is in exactly one file',
    (source) => {
      expect(holding(source).map((file) => relative(serverDir, file))).toHaveLength(1)
    },
  )

  test('the server and the pages import the same copy of the API errors', () => {
    const [errors] = holding('site/api/errors.ts')
    expect(importClosure(builtServer)).toContain(errors)
    for (const page of ['pages_product_-id.mjs', 'pages_activity_-id.mjs', 'pages_periodical-detail.mjs']) {
      expect(importClosure(join(serverDir, 'entries', page)), page).toContain(errors)
    }
  })

  test('the built server is the entry outside the engine, server/production.ts, which composes the embedded content API', () => {
    expect(holding('server/production.ts')).toEqual([builtServer])
    expect(holding('server/embedded-content.ts')).toEqual([builtServer])
    // runtime/ imports no content: the demo content reaches the build only through the entry.
    const [content] = holding('content/index.ts')
    expect(importClosure(builtServer)).toContain(content)
    for (const page of ['pages_index.mjs', 'pages_product_-id.mjs']) {
      expect(importClosure(join(serverDir, 'entries', page)), page).not.toContain(content)
    }
  })

  // Issue 22: a page's block list renders on the server only; its props validators never reach the browser.
  test('the block props check is in the server build and in no browser file', () => {
    const [validators] = holding('schemas/block-validators.gen.ts')
    expect(validators).toBeDefined()
    expect(importClosure(join(serverDir, 'entries', 'pages_index.mjs'))).toContain(validators)
    const clientDir = resolve(serverDir, '../client')
    const carrying = builtFiles(clientDir).filter((file) =>
      /no schema for block type|breaks its schema/.test(readFileSync(file, 'utf8')),
    )
    expect(builtFiles(clientDir).length).toBeGreaterThan(10)
    expect(carrying.map((file) => relative(clientDir, file))).toEqual([])
  })

  test('nothing imports the server entry (importing it would start a server)', () => {
    const importers = builtFiles(serverDir).filter(
      (file) => file !== builtServer && importClosure(file).has(builtServer),
    )
    expect(importers).toEqual([])
  })
})
