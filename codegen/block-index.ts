/**
 * The block registry, the island module map and the examples index, generated from the block folders of
 * `blocks/` (docs/architecture.md "The block contract"). The names follow one convention (./block-names.ts); each
 * folder holds the block's schema (schema.json), definition (block.ts), component, example and CSS, and
 * every directory of `blocks/` is a block.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { readBlockDefinition, type ReadDefinition } from './block-definition'
import { blockNames, KEBAB_NAME, type BlockNames } from './block-names'

export { blockNames, type BlockNames } from './block-names'

/** A block with what its definition declares about it. */
export interface IndexedBlock extends BlockNames, ReadDefinition {}

/** Whether a TypeScript source exports `name` (a declaration or an `export { … }` list). */
export function exportsName(source: string, name: string): boolean {
  const declaration = new RegExp(
    String.raw`^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+${name}\b`,
    'm',
  )
  const list = new RegExp(String.raw`^export\s*\{[^}]*\b(?:as\s+)?${name}\s*(?:,|\})`, 'm')
  return declaration.test(source) || list.test(source)
}

/** The block folders under `blocksDir` (directories only; files such as renderer.ts are not blocks). */
function blockFolders(blocksDir: string): string[] {
  if (!existsSync(blocksDir)) return []
  return readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/**
 * The blocks of the folders of `blocksDir`, or what keeps them from making a registry: one message per
 * problem, each naming the file to add or to fix (paths relative to the project root).
 */
export function indexBlocks(blocksDir: string): { blocks: IndexedBlock[]; problems: string[] } {
  const problems: string[] = []
  const blocks: IndexedBlock[] = []
  for (const kebab of blockFolders(blocksDir)) {
    const names = blockNames(kebab)
    const { component, example, propsType } = names
    const folder = `blocks/${kebab}`
    if (!KEBAB_NAME.test(kebab)) {
      problems.push(`${folder}/ is no block name: a block folder is named in kebab-case (logo-wall)`)
      continue
    }
    const required = [
      { file: 'schema.json', name: null, what: `its props' JSON Schema, titled "${propsType}"` },
      { file: `${kebab}.tsx`, name: component, what: `the component ${component}` },
      { file: 'example.ts', name: example, what: `${example}, the example props` },
      { file: `${kebab}.css`, name: null, what: "the block's styles (delivered by <BlockSection> or <Stylesheets>)" },
    ]
    for (const { file, name, what } of required) {
      const path = join(blocksDir, kebab, file)
      if (!existsSync(path)) problems.push(`${folder}/${file} is missing: add it, ${name ? `exporting ${what}` : what}`)
      else if (name && !exportsName(readFileSync(path, 'utf8'), name))
        problems.push(`${folder}/${file} must export ${name} (${what})`)
    }
    const definitionPath = join(blocksDir, kebab, 'block.ts')
    if (!existsSync(definitionPath)) {
      problems.push(
        `${folder}/block.ts is missing: add it, export default defineBlock<${propsType}>({ component: () => import('./${kebab}').then((m) => m.${component}), hydrate: 'none' })`,
      )
      continue
    }
    const read = readBlockDefinition(readFileSync(definitionPath, 'utf8'), names)
    if ('problems' in read) problems.push(...read.problems)
    else blocks.push({ ...names, ...read.definition })
  }
  return { blocks, problems }
}

/** What keeps the block folders from making a registry (empty when every block is complete). */
export function blockFolderProblems(blocksDir: string): string[] {
  return indexBlocks(blocksDir).problems
}

/** `blocks/registry.gen.ts`: every block's definition by its type key, checked against the engine's Registry type. */
export function registrySource(blocks: readonly IndexedBlock[], banner: string): string {
  return [
    banner,
    '',
    "import type { Registry } from '../runtime/blocks/registry'",
    "import type { BlockPropsMap } from '../schemas/blocks.gen'",
    ...blocks.map(({ kebab, type }) => `import ${type} from './${kebab}/block'`),
    '',
    '/**',
    " * Every block type's definition (blocks/<name>/block.ts): its lazy component and when the browser wakes it.",
    " * The server preloads a page's types before render; the browser loads only the island blocks on the",
    ' * page as they wake (runtime/blocks/render-blocks.tsx, pages/island-hydration.ts).',
    ' */',
    'export const registry = {',
    ...blocks.map(({ type }) => `  ${type},`),
    '} satisfies Registry<BlockPropsMap>',
    '',
  ].join('\n')
}

/**
 * `blocks/islands.gen.ts`: the island module map (each island block's name → the source module of its code,
 * which the head preloads and the workbench measures) and the definitions of the plain island blocks (the
 * browser's plain-island code needs no other block's).
 */
export function islandsSource(blocks: readonly IndexedBlock[], banner: string): string {
  const islands = blocks.filter((block) => block.hydrate !== 'none')
  const plain = islands.filter((block) => block.island === 'plain')
  const islandName = ({ type, island }: IndexedBlock) => (island === 'plain' ? `plain:block:${type}` : `block:${type}`)
  return [
    banner,
    '',
    ...plain.map(({ kebab, type }) => `import ${type} from './${kebab}/block'`),
    ...(plain.length ? [''] : []),
    "/** Each island block's island name → the source module of its code (its component, or its mount for a plain island). */",
    'export const blockIslandModules: Readonly<Record<string, string>> = {',
    ...islands.map((block) => {
      const module =
        block.island === 'plain' ? block.componentModule.replace(/\.tsx$/, '.mount.ts') : block.componentModule
      return `  '${islandName(block)}': '${module}',`
    }),
    '}',
    '',
    '/** The definitions of the blocks whose island is plain code (their `mount`), by type key. */',
    'export const plainIslandBlocks = {',
    ...plain.map(({ type }) => `  ${type},`),
    '}',
    '',
  ].join('\n')
}

/** `blocks/react-islands.gen.ts`: the definitions of the React island blocks, all the browser's React islands need. */
export function reactIslandsSource(blocks: readonly IndexedBlock[], banner: string): string {
  const react = blocks.filter((block) => block.hydrate !== 'none' && block.island === 'react')
  return [
    banner,
    '',
    ...react.map(({ kebab, type }) => `import ${type} from './${kebab}/block'`),
    '',
    '/** The definitions of the React island blocks, by type key (pages/island-hydration.ts). */',
    'export const reactIslandBlocks = {',
    ...react.map(({ type }) => `  ${type},`),
    '}',
    '',
  ].join('\n')
}

/** The names of the examples saved in `blocks/<kebab>/examples/` (`<name>.json`), sorted. */
export function savedExampleNames(blocksDir: string, kebab: string): string[] {
  const dir = join(blocksDir, kebab, 'examples')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort()
}

/** A block with the names of its saved examples. */
export interface BlockWithExamples extends BlockNames {
  saved: readonly string[]
}

/**
 * `blocks/examples.gen.ts`: every block's example props and its saved named examples (block catalogue,
 * workbench, tests). The saved ones are JSON, typed by nothing: the tests check each against its schema.
 */
export function examplesSource(blocks: readonly BlockWithExamples[], banner: string): string {
  const savedName = (example: string, name: string) => `${example}${blockNames(name).component}`
  const withSaved = blocks.filter((block) => block.saved.length > 0)
  return [
    banner,
    '',
    "import type { BlockPropsMap } from '../schemas/blocks.gen'",
    ...blocks.map(({ kebab, example }) => `import { ${example} } from './${kebab}/example'`),
    ...blocks.flatMap(({ kebab, example, saved }) =>
      saved.map((name) => `import ${savedName(example, name)} from './${kebab}/examples/${name}.json'`),
    ),
    '',
    '/** Example props of every block (block catalogue, contract tests); a missing block fails the type check. */',
    'export const blockExamples = {',
    ...blocks.map(({ type, example }) => `  ${type}: ${example},`),
    '} satisfies { [K in keyof BlockPropsMap]: BlockPropsMap[K] }',
    '',
    '/** Named examples saved beside a block (blocks/<kebab>/examples/<name>.json), by type and name. */',
    'export const savedBlockExamples: { readonly [K in keyof BlockPropsMap]?: Readonly<Record<string, unknown>> } = {',
    ...withSaved.flatMap(({ type, example, saved }) => [
      `  ${type}: {`,
      ...saved.map((name) => `    '${name}': ${savedName(example, name)},`),
      '  },',
    ]),
    '}',
    '',
  ].join('\n')
}
