/**
 * `npm run new-block -- <name> [--dry-run]`: scaffolds a block (docs/adding-a-block.md "How to add a block") — its schema,
 * definition, component, example and CSS — and runs codegen, so that codegen:check, typecheck, lint, format:check and
 * the tests pass at once and the block opens in the workbench at /blocks/<camelName>. The name is
 * kebab-case (`stat-strip`) or camelCase (`statStrip`); the other names follow from codegen's convention
 * (codegen/block-names.ts). An existing block's name or an invalid one is refused; `--dry-run` prints the
 * files instead of writing them.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { blockNamesOf, type BlockNames } from '../codegen/block-names'
import { writeGenerated } from '../codegen/generate'

/** The block's names from what was typed, or why it cannot be a block's name. */
export function parseBlockName(name: string): { names: BlockNames } | { error: string } {
  const invalid = `"${name}" is not a block name: use kebab-case (stat-strip) or camelCase (statStrip), starting with a letter`
  const names = blockNamesOf(name)
  return names ? { names } : { error: invalid }
}

/** Why a block of these names cannot be added to the project at `root` (it exists, or its name is taken). */
export function nameTaken(root: string, { kebab, type }: BlockNames): string | undefined {
  for (const path of [`blocks/${kebab}`, `blocks/${kebab}.ts`]) {
    if (existsSync(join(root, path))) return `a block "${type}" exists already (${path}): choose another name`
  }
  return undefined
}

export interface ScaffoldFile {
  path: string
  content: string
}

/** The five files of a new block: strict schema, definition, component in the shared section frame, example, CSS on tokens. */
export function scaffoldFiles({ kebab, type, component, example, propsType }: BlockNames): ScaffoldFile[] {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: propsType,
    description: `${component}: a title over a row of items. Describe what the block shows and where routes emit it.`,
    type: 'object',
    additionalProperties: false,
    required: ['title'],
    properties: {
      title: { type: 'string', minLength: 1 },
      items: {
        type: 'array',
        minItems: 1,
        maxItems: 8,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['title'],
          properties: { title: { type: 'string', minLength: 1 }, desc: { type: 'string' } },
        },
      },
    },
  }
  const definition = `import { defineBlock } from '../../runtime/blocks/define-block'
import type { ${propsType} } from '../../schemas/blocks.gen'

// HTML only. For a block that acts in the browser, choose when it wakes: hydrate 'load', 'idle',
// 'visible' or 'interaction' (docs/adding-a-block.md "How to add a block").
export default defineBlock<${propsType}>({
  component: () => import('./${kebab}').then((m) => m.${component}),
  hydrate: 'none',
})
`
  const tsx = `import type { ${propsType} } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import ${type}Css from './${kebab}.css?inline'

/** A title over a row of items (scaffolded by \`npm run new-block\`: say here what the block is for). */
export function ${component}({ title, items = [] }: ${propsType}) {
  return (
    <BlockSection className="${kebab}" css={[${type}Css]} heading={{ title }}>
      {items.length > 0 && (
        <ul className="${kebab}__items">
          {items.map((item, index) => (
            <li key={index} className="${kebab}__item">
              <h3 className="${kebab}__title">{item.title}</h3>
              {item.desc && <p className="${kebab}__desc">{item.desc}</p>}
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  )
}
`
  const exampleTs = `import type { ${propsType} } from '../../schemas/blocks.gen'

export const ${example}: ${propsType} = {
  title: '${component}',
  items: [
    { title: 'First item', desc: 'What the first item says.' },
    { title: 'Second item', desc: 'What the second item says.' },
    { title: 'Third item' },
  ],
}
`
  const css = `/* Spacing and type from the design tokens (site/shell/tokens.css) only. */
.${kebab}__items {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(4 * var(--space-10))), 1fr));
  gap: var(--space-6);
  margin: 0;
  padding: 0;
  list-style: none;
}
.${kebab}__title {
  margin: 0 0 var(--space-2);
  font-size: var(--text-lg);
}
.${kebab}__desc {
  margin: 0;
  font-size: var(--text-base);
}
`
  return [
    { path: `blocks/${kebab}/schema.json`, content: `${JSON.stringify(schema, null, 2)}\n` },
    { path: `blocks/${kebab}/block.ts`, content: definition },
    { path: `blocks/${kebab}/${kebab}.tsx`, content: tsx },
    { path: `blocks/${kebab}/example.ts`, content: exampleTs },
    { path: `blocks/${kebab}/${kebab}.css`, content: css },
  ]
}

/** Runs the command in the project at `root`; returns the exit code. */
export async function newBlock(args: readonly string[], root: string, log = console.log): Promise<number> {
  const dryRun = args.includes('--dry-run')
  const positional = args.filter((arg) => !arg.startsWith('--'))
  if (positional.length !== 1) {
    console.error('Usage: npm run new-block -- <name> [--dry-run]   (name: stat-strip or statStrip)')
    return 1
  }
  const parsed = parseBlockName(positional[0]!)
  if ('error' in parsed) {
    console.error(parsed.error)
    return 1
  }
  const taken = nameTaken(root, parsed.names)
  if (taken) {
    console.error(taken)
    return 1
  }
  const files = scaffoldFiles(parsed.names)
  if (dryRun) {
    for (const file of files) log(`--- ${file.path}\n${file.content}`)
    log(`(dry run: nothing written; without --dry-run, npm run codegen follows)`)
    return 0
  }
  for (const file of files) {
    const path = join(root, file.path)
    mkdirSync(dirname(path), { recursive: true })
    // In the project's own format, so `npm run format:check` passes at once.
    writeFileSync(path, await format(file.content, { ...(await resolveConfig(path)), filepath: path }))
    log(`wrote ${file.path}`)
  }
  for (const path of await writeGenerated(root)) log(`wrote ${path}`)
  log(
    `\nBlock "${parsed.names.type}" added. Open it in the workbench: npm run dev, then /blocks/${parsed.names.type}.` +
      `\nNext: describe its props in the schema, emit block('${parsed.names.type}', id, props) from a route's to-blocks.ts` +
      ` (docs/adding-a-block.md "How to add a block").`,
  )
  return 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  newBlock(process.argv.slice(2), root).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
