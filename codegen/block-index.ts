/**
 * The block registry and the examples index, generated from `schemas/blocks/*.schema.json` and the
 * folders of `blocks/` (DESIGN.md "The block contract"): adding a block is one schema and one folder.
 *
 * A block named by its schema file `logo-wall.schema.json` lives in `blocks/logo-wall/` with
 *   logo-wall.tsx   exporting the component `LogoWall`
 *   example.ts      exporting `logoWallExample` (its props, typed `LogoWallBlock`)
 *   logo-wall.css   its styles
 * and may keep named examples in `examples/<name>.json` (saved by the block workbench), indexed too.
 * Every other directory of `blocks/` is an error, and so is a schema without its folder.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export interface BlockNames {
  /** `logo-wall`: the schema's base name, the folder and the file names */
  kebab: string
  /** `logoWall`: the type key of the registry, the examples and BlockPropsMap */
  type: string
  /** `LogoWall`: the component's export */
  component: string
  /** `logoWallExample`: the example's export */
  example: string
}

/**
 * Schema keyword every block schema carries: `"x-interactive": true` when the block needs its JavaScript
 * in the browser (state, effects, handlers beyond jump buttons), `false` when it is HTML only. Codegen
 * writes it into the block's registry entry, where the type system requires it.
 */
export const INTERACTIVE_KEYWORD = 'x-interactive'

/** A block with what its schema declares about it. */
export interface IndexedBlock extends BlockNames {
  interactive: boolean
}

/** The `x-interactive` problem of a block schema, if any (paths relative to the project root). */
export function interactiveProblem(kebab: string, schema: Record<string, unknown>): string | undefined {
  if (typeof schema[INTERACTIVE_KEYWORD] === 'boolean') return undefined
  return `schemas/blocks/${kebab}.schema.json must declare "${INTERACTIVE_KEYWORD}": true (the block needs JavaScript in the browser) or false (HTML only)`
}

const camelCase = (kebab: string): string => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())

export function blockNames(kebab: string): BlockNames {
  const type = camelCase(kebab)
  return { kebab, type, component: type.charAt(0).toUpperCase() + type.slice(1), example: `${type}Example` }
}

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
 * What keeps the schemas and the folders from making a registry, one message per problem, each naming
 * the file to add or to fix (paths relative to the project root). Empty when every block is complete.
 */
export function blockFolderProblems(blockSchemas: readonly string[], blocksDir: string): string[] {
  const problems: string[] = []
  const folders = blockFolders(blocksDir)
  for (const kebab of blockSchemas) {
    const { component, example } = blockNames(kebab)
    const folder = `blocks/${kebab}`
    if (!folders.includes(kebab)) {
      problems.push(
        `schemas/blocks/${kebab}.schema.json has no folder: add ${folder}/ with ${kebab}.tsx (exporting ${component}), example.ts (exporting ${example}) and ${kebab}.css`,
      )
      continue
    }
    const required = [
      { file: `${kebab}.tsx`, name: component, what: `the component ${component}` },
      { file: 'example.ts', name: example, what: `${example}, the example props` },
    ]
    for (const { file, name, what } of required) {
      const path = join(blocksDir, kebab, file)
      if (!existsSync(path)) problems.push(`${folder}/${file} is missing: add it, exporting ${what}`)
      else if (!exportsName(readFileSync(path, 'utf8'), name))
        problems.push(`${folder}/${file} must export ${name} (${what})`)
    }
    if (!existsSync(join(blocksDir, kebab, `${kebab}.css`))) {
      problems.push(`${folder}/${kebab}.css is missing: add it, the block's styles (rendered with <Stylesheets>)`)
    }
  }
  for (const kebab of folders.filter((folder) => !blockSchemas.includes(folder))) {
    problems.push(
      `blocks/${kebab}/ has no schema: add schemas/blocks/${kebab}.schema.json (title "${blockNames(kebab).component}Block"), or move the folder out of blocks/`,
    )
  }
  return problems
}

/** `blocks/registry.gen.ts`: one lazy loader per block and whether it is an island, checked against the engine's Registry type. */
export function registrySource(blocks: readonly IndexedBlock[], banner: string): string {
  const lines = blocks.flatMap(({ kebab, type, component, interactive }) => [
    `  ${type}: {`,
    `    load: () => import('./${kebab}/${kebab}').then((m) => m.${component}),`,
    `    interactive: ${interactive},`,
    '  },',
  ])
  return [
    banner,
    '',
    "import type { Registry } from '../runtime/blocks/registry'",
    "import type { BlockPropsMap } from '../schemas/blocks.gen'",
    '',
    '/**',
    " * Every block type, how to load it and whether the browser hydrates it (its schema's x-interactive).",
    " * Loaders are lazy: the server preloads a page's types before render, the browser loads only the",
    ' * interactive blocks on the page as they wake (runtime/blocks/render-blocks.tsx, pages/island-hydration.ts).',
    ' */',
    'export const registry = {',
    ...lines,
    '} satisfies Registry<BlockPropsMap>',
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
