// The rules inside the repository (issue 25): what the code cites must be in the repository. A "SPEC §n"
// names a section of docs/product-rules.md; a cited document (docs/x.md, a README.md) exists; a heading
// cited after it (`docs/architecture.md "Error semantics"`, `README "Two commands"`) is a heading of that
// file; and nothing cites the documents that were never in the repository (CONTRACT.md, DESIGN.md), whose
// content lives in docs/contract.md and docs/architecture.md. Scans every file git tracks but generated
// ones (docs/contract.md, *.gen.ts) and this file, whose examples are citations on purpose.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, posix, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const PRODUCT_RULES = 'docs/product-rules.md'
const THIS_FILE = 'tests/contract/citations.test.ts'
const SKIPPED = [/^node_modules\//, /^dist\//, /^docs\/contract\.md$/, /\.gen\.ts$/, /^content\/(assets|ai-pages)\//]
const TEXT_FILE = /(\.(ts|tsx|mjs|js|cjs|json|md|css|html|conf|ya?ml)|^\.ci\/run)$/

interface SourceFile {
  path: string
  text: string
}

/** What a citation may point at: which files exist, and the headings of a Markdown file. */
interface Documents {
  exists(path: string): boolean
  headings(path: string): ReadonlySet<string>
}

/** The headings of a Markdown text, outside code fences, as written and without backticks. */
export function headingsOf(markdown: string): Set<string> {
  const headings = new Set<string>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced
    const match = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (match) {
      headings.add(match[1]!)
      headings.add(match[1]!.replaceAll('`', ''))
    }
  }
  return headings
}

/** A line break inside a comment: a citation may go on on the next comment line. */
const COMMENT_BREAK = String.raw`\r?\n[ \t]*(?:\/\/|\*(?!\/)|#)?[ \t]*`

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replaceAll(' ', '-')
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length
}

/** Every citation of `files` that points at nothing, as `path:line: what is wrong`. */
export function citationProblems(files: readonly SourceFile[], documents: Documents): string[] {
  const sections = new Set(
    [...documents.headings(PRODUCT_RULES)].flatMap((heading) => /^§(\d+)\s/.exec(heading)?.[1] ?? []),
  )
  const problems: string[] = []
  for (const { path, text } of files) {
    const report = (index: number, problem: string) => problems.push(`${path}:${lineOf(text, index)}: ${problem}`)

    for (const match of text.matchAll(/SPEC\s+§\d+(?:\s*(?:\/|,|and|&)\s*§\d+)*/g)) {
      for (const [, number] of match[0].matchAll(/§(\d+)/g)) {
        if (!sections.has(number!)) report(match.index, `"SPEC §${number}": ${PRODUCT_RULES} has no section §${number}`)
      }
    }

    for (const match of text.matchAll(/(?<![\w/.-])((?:\.\.?\/|[\w-]+\/)*(?:docs\/[\w-]+\.md|README\.md))/g)) {
      const cited = match[1]!
      const target = cited.startsWith('.') ? posix.join(posix.dirname(path), cited) : cited
      if (!documents.exists(target)) report(match.index, `cites ${cited}, which does not exist`)
    }

    const quotedHeading = new RegExp(
      String.raw`(?<![\w/.-])(README(?:\.md)?|docs\/[\w-]+\.md)(?:'s)? "((?:[^"\n]|${COMMENT_BREAK})+)"`,
      'g',
    )
    for (const match of text.matchAll(quotedHeading)) {
      const file = match[1]!.startsWith('README') ? 'README.md' : match[1]!
      const heading = match[2]!.replace(new RegExp(COMMENT_BREAK, 'g'), ' ')
      if (documents.exists(file) && !documents.headings(file).has(heading))
        report(match.index, `cites ${match[1]} "${heading}", which is no heading of ${file}`)
    }

    // Links between the Markdown documents: the file exists, and so does the heading an anchor names.
    if (path.endsWith('.md')) {
      for (const match of text.matchAll(/\]\(((?:\.\.?\/|[\w-]+\/)*[\w.-]+\.md)?(?:#([\w-]+))?\)/g)) {
        const [, linked, anchor] = match
        if (!linked && !anchor) continue
        const target = linked ? posix.join(posix.dirname(path), linked) : path
        if (!documents.exists(target)) report(match.index, `links to ${linked}, which does not exist`)
        else if (anchor && ![...documents.headings(target)].some((heading) => anchorOf(heading) === anchor))
          report(match.index, `links to ${linked ?? ''}#${anchor}, which is no heading of ${target}`)
      }
    }

    for (const match of text.matchAll(/(?<![\w/.-])(CONTRACT\.md|DESIGN\.md|DESIGN(?= "|:))/g)) {
      const replacement = match[1]!.startsWith('CONTRACT') ? 'docs/contract.md' : 'docs/architecture.md'
      report(match.index, `cites ${match[1]}, which is not in the repository: cite ${replacement}`)
    }
  }
  return problems
}

function repositoryFiles(): SourceFile[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0')
  return listed
    .filter((path) => path && path !== THIS_FILE && TEXT_FILE.test(path) && !SKIPPED.some((rx) => rx.test(path)))
    .filter((path) => existsSync(join(root, path)))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))
}

const headingCache = new Map<string, Set<string>>()
const repository: Documents = {
  exists: (path) => existsSync(join(root, path)),
  headings(path) {
    let headings = headingCache.get(path)
    if (!headings) {
      headings = existsSync(join(root, path)) ? headingsOf(readFileSync(join(root, path), 'utf8')) : new Set()
      headingCache.set(path, headings)
    }
    return headings
  },
}

describe('citations inside the repository (issue 25)', () => {
  it('finds each kind of broken citation, and accepts the good ones', () => {
    const documents: Documents = {
      exists: (path) =>
        ['README.md', 'docs/product-rules.md', 'docs/architecture.md', 'docs/fixture.md'].includes(path),
      headings: (path) =>
        ({
          'README.md': new Set(['Two commands']),
          'docs/product-rules.md': new Set(['§2 Screens and routes', '§4 States and transitions']),
          'docs/architecture.md': new Set(['Error semantics', 'Render cache']),
          'docs/fixture.md': new Set(['Error semantics']),
        })[path] ?? new Set(),
    }
    const good = [
      '// SPEC §2 /product, SPEC §2/§4, (SPEC §2, §4)',
      '/** The main call (docs/architecture.md "Error semantics"); see README "Two commands". */',
      '// kept apart (docs/architecture.md "Render',
      '// cache"), as the docs say (docs/product-rules.md)',
    ].join('\n')
    expect(citationProblems([{ path: 'good.ts', text: good }], documents)).toEqual([])

    const bad = [
      '// SPEC §12 says so, and SPEC §2/§10 too',
      '/** see docs/runing.md and README "Error semantics" */',
      '// docs/architecture.md "Stale on error" and docs/architecture.md "Error',
      '// handling"',
      '// Tolerant reader (CONTRACT.md), DESIGN.md "Running", DESIGN "The block contract"',
    ].join('\n')
    expect(citationProblems([{ path: 'bad.ts', text: bad }], documents)).toEqual([
      'bad.ts:1: "SPEC §12": docs/product-rules.md has no section §12',
      'bad.ts:1: "SPEC §10": docs/product-rules.md has no section §10',
      'bad.ts:2: cites docs/runing.md, which does not exist',
      'bad.ts:2: cites README "Error semantics", which is no heading of README.md',
      'bad.ts:3: cites docs/architecture.md "Stale on error", which is no heading of docs/architecture.md',
      'bad.ts:3: cites docs/architecture.md "Error handling", which is no heading of docs/architecture.md',
      'bad.ts:5: cites CONTRACT.md, which is not in the repository: cite docs/contract.md',
      'bad.ts:5: cites DESIGN.md, which is not in the repository: cite docs/architecture.md',
      'bad.ts:5: cites DESIGN, which is not in the repository: cite docs/architecture.md',
    ])

    const markdown = [
      'See [render cache](architecture.md#render-cache), [the top](#error-semantics) and [README](../README.md).',
      'Broken: [a](architecture.md#stale-on-error), [b](runing.md), [c](#nowhere).',
      '# Error semantics',
    ].join('\n')
    expect(citationProblems([{ path: 'docs/fixture.md', text: markdown }], documents)).toEqual([
      'docs/fixture.md:2: links to architecture.md#stale-on-error, which is no heading of docs/architecture.md',
      'docs/fixture.md:2: links to runing.md, which does not exist',
      'docs/fixture.md:2: links to #nowhere, which is no heading of docs/fixture.md',
    ])
  })

  it('docs/product-rules.md has the sections §1 to §9 the code cites', () => {
    const sections = [...repository.headings(PRODUCT_RULES)].filter((heading) => /^§\d+ /.test(heading))
    expect(sections.map((heading) => heading.split(' ')[0])).toEqual([
      '§1',
      '§2',
      '§3',
      '§4',
      '§5',
      '§6',
      '§7',
      '§8',
      '§9',
    ])
  })

  it('every citation in the repository points at a section, document or heading that exists', () => {
    const files = repositoryFiles()
    expect(files.length).toBeGreaterThan(300)
    expect(citationProblems(files, repository)).toEqual([])
  })
})
