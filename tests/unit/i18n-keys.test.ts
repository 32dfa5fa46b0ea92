import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ownStrings } from '../../site/i18n/resources'

// Issue 25: every interface string is read somewhere; a key nothing reads is not sent to any page. A key is
// read when the sources name it in quotes, or when it belongs to a family the code builds from a value
// (`t(\`events.type.${value}\`)`); those families are declared here, and a new one must be declared.

const root = resolve(import.meta.dirname, '../..')
const SOURCE_DIRS = ['blocks', 'mapping', 'pages', 'runtime', 'server', 'site', 'ui', 'workbench']
const DYNAMIC_FAMILIES = [
  'common.section.',
  'events.filter.keyword.',
  'events.tab.',
  'events.type.',
  'events.view.',
  'blocks.workbench.site.',
  'preview.',
  'products.action.',
  'shell.languageName.',
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return path.endsWith(join('site', 'i18n', 'strings')) ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : []
  })
}

const sources = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir))).map((file) => ({
  file: relative(root, file),
  text: readFileSync(file, 'utf8'),
}))
const keys = [...new Set(Object.keys(ownStrings('en')).map((key) => key.replace(/_(one|other)$/, '')))]

describe('interface strings (issue 25)', () => {
  it('the dynamic key families the code builds are the declared ones', () => {
    const built = new Set<string>()
    for (const { text } of sources)
      for (const [, prefix] of text.matchAll(/`([a-z][\w]*(?:\.[\w]+)*\.)\$\{/g))
        if (keys.some((key) => key.startsWith(prefix))) built.add(prefix)
    expect([...built].sort()).toEqual([...DYNAMIC_FAMILIES].sort())
  })

  it('no key is unused: each is named in the sources or belongs to a declared family', () => {
    const all = sources.map(({ text }) => text).join('\n')
    const unused = keys.filter(
      (key) =>
        !DYNAMIC_FAMILIES.some((family) => key.startsWith(family)) &&
        !["'", '"', '`'].some((quote) => all.includes(`${quote}${key}${quote}`)),
    )
    expect(unused).toEqual([])
  })
})
