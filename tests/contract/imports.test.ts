// Two layers, data one way (docs/architecture.md "Two layers, data one way", issues 11 and 22): the engine (runtime/)
// imports nothing of the project but itself; the site layer (site/) imports the engine and the contract's
// schemas, never pages/, blocks/ or content/; a block folder imports no other block folder; route folders
// import no other route folder; and no file imports itself back through others. Reads every .ts/.tsx file of the project's source folders and resolves its relative
// imports (static, `export … from`, and dynamic `import()`; type-only imports count too) with
// TypeScript's own import scanner, so import-like text in strings and comments is not an import.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const SOURCE_FOLDERS = [
  'runtime',
  'site',
  'blocks',
  'pages',
  'content',
  'schemas',
  'codegen',
  'ui',
  'mapping',
  'server',
  'workbench',
]
const MODULE_EXTENSIONS = ['.ts', '.tsx']

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return MODULE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) ? [path] : []
  })
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

/** The file a relative specifier names (`./x`, `./x.css?url`, `./dir` → dir/index.ts), else undefined. */
function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier.replace(/\?.*$/, ''))
  const candidates = [
    base,
    ...MODULE_EXTENSIONS.map((ext) => base + ext),
    ...MODULE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ]
  return candidates.find(isFile)
}

interface ImportGraph {
  /** project-relative path → the project-relative paths it imports */
  edges: Map<string, string[]>
  unresolved: string[]
}

function importGraph(): ImportGraph {
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)))
  const edges = new Map<string, string[]>()
  const unresolved: string[] = []
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets: string[] = []
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue // packages and virtual modules
      const target = resolveSpecifier(file, fileName)
      if (target) targets.push(relative(root, target))
      else unresolved.push(`${relative(root, file)} → ${fileName}`)
    }
    edges.set(relative(root, file), [...new Set(targets)])
  }
  return { edges, unresolved }
}

/** Tarjan's strongly connected components; each component with a cycle is returned as one cycle path. */
function importCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []

  const connect = (node: string): void => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!))
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      const selfImport = (edges.get(node) ?? []).includes(node)
      if (component.length > 1 || selfImport) components.push(component)
    }
  }
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) connect(node)
  return components.map((component) => cyclePath(component, edges))
}

/** One concrete cycle through a strongly connected component: a → b → … → a. */
function cyclePath(component: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[] {
  const members = new Set(component)
  const start = [...component].sort()[0]
  const previous = new Map<string, string>()
  const queue = [start]
  while (queue.length) {
    const node = queue.shift()!
    for (const next of edges.get(node) ?? []) {
      if (!members.has(next)) continue
      if (next === start) {
        const path = [node]
        while (path[0] !== start) path.unshift(previous.get(path[0])!)
        return [...path, start]
      }
      if (!previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
    }
  }
  return [start, start]
}

const folderOf = (path: string) => path.split('/')[0]
/** `blocks/<name>/…` → name; files directly in blocks/ (the generated index, the renderer) are no block. */
const blockFolderOf = (path: string) => (/^blocks\/([^/]+)\//.exec(path) ?? [])[1]

/** `pages/<route>/…` → route; `pages/shared/` and the files directly in pages/ (the root hooks) are no route. */
const routeFolderOf = (path: string) => {
  const folder = (/^pages\/([^/]+)\//.exec(path) ?? [])[1]
  return folder === 'shared' ? undefined : folder
}

const graph = importGraph()
const importsOf = [...graph.edges].flatMap(([from, targets]) => targets.map((to) => ({ from, to })))

describe('import rules (issue 11: the engine takes the app as an argument)', () => {
  it('reads the project: hundreds of files and every relative import resolves', () => {
    expect(graph.edges.size).toBeGreaterThan(200)
    expect(graph.unresolved).toEqual([])
  })

  it('the engine is a library: no file under runtime/ imports anything of the project outside runtime/ (types included)', () => {
    const violations = importsOf
      .filter(({ from, to }) => folderOf(from) === 'runtime' && folderOf(to) !== 'runtime')
      .map(({ from, to }) => `${from} → ${to}`)
    expect(violations).toEqual([])
  })

  it('the site layer builds on the engine and the contract only: site/ imports runtime/, site/ and schemas/', () => {
    const allowed = ['runtime', 'site', 'schemas']
    const violations = importsOf
      .filter(({ from, to }) => folderOf(from) === 'site' && !allowed.includes(folderOf(to)))
      .map(({ from, to }) => `${from} → ${to}`)
    expect(violations).toEqual([])
  })

  it("the block props validators are the app's: only blocks/validate-props.ts imports them (issue 22)", () => {
    const importers = importsOf.filter(({ to }) => to === 'schemas/block-validators.gen.ts').map(({ from }) => from)
    expect(importers).toEqual(['blocks/validate-props.ts'])
  })

  it('route folders import no other route folder: what several routes share is in pages/shared/', () => {
    const violations = importsOf
      .filter(({ from, to }) => routeFolderOf(from) && routeFolderOf(to) && routeFolderOf(from) !== routeFolderOf(to))
      .map(({ from, to }) => `${from} → ${to}`)
    expect(violations).toEqual([])
  })

  it('settings are read in one place: no source file but the config module and the entry points reads process.env', () => {
    const readers = [...graph.edges.keys()].filter(
      (file) =>
        file !== 'site/server/config.ts' &&
        folderOf(file) !== 'server' &&
        /\bprocess\.env\b/.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(readers).toEqual([])
  })

  it("routes and everything else see a block only through its type and props: no file outside a block's folder imports from it (issue 22)", () => {
    const violations = importsOf
      .filter(({ from, to }) => blockFolderOf(to) && blockFolderOf(from) !== blockFolderOf(to))
      // The generated index imports each block's public files: its definition and its examples.
      .filter(
        ({ from, to }) => !(/^blocks\/[^/]+\.gen\.ts$/.test(from) && /\/(block\.ts|example\.ts|examples\/)/.test(to)),
      )
      .map(({ from, to }) => `${from} → ${to}`)
    expect(violations).toEqual([])
  })

  it('no block folder imports another block folder', () => {
    const violations = importsOf
      .filter(({ from, to }) => blockFolderOf(from) && blockFolderOf(to) && blockFolderOf(from) !== blockFolderOf(to))
      .map(({ from, to }) => `${from} → ${to}`)
    expect(violations).toEqual([])
  })

  it('no import cycle between files', () => {
    expect(importCycles(graph.edges).map((cycle) => cycle.join(' → '))).toEqual([])
  })

  it('finds and prints a cycle (the checker itself)', () => {
    const edges = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ])
    expect(
      importCycles(edges)
        .map((cycle) => cycle.join(' → '))
        .sort(),
    ).toEqual(['a.ts → b.ts → c.ts → a.ts', 'e.ts → e.ts'])
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([])
  })
})
