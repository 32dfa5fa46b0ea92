/**
 * Reads a block's definition (`blocks/<kebab>/block.ts`) without running it: codegen needs its hydration
 * moment and island kind, and checks that its component is the block's own module. The values must be
 * literals, so that what codegen writes is what the definition says.
 */
import ts from 'typescript'
import type { BlockHydration, IslandKind } from '../runtime/blocks/define-block'
import type { BlockNames } from './block-names'

export interface ReadDefinition {
  hydrate: BlockHydration
  island: IslandKind
}

const HYDRATIONS: readonly BlockHydration[] = ['none', 'load', 'idle', 'visible', 'interaction']
const ISLAND_KINDS: readonly IslandKind[] = ['react', 'plain']

/** The definition's options, or the problems that keep codegen from reading it (paths relative to the root). */
export function readBlockDefinition(
  source: string,
  { kebab, component, propsType }: BlockNames,
): { definition: ReadDefinition } | { problems: string[] } {
  const file = `blocks/${kebab}/block.ts`
  const expected = `export default defineBlock<${propsType}>({ component: () => import('./${kebab}').then((m) => m.${component}), hydrate: 'none' })`
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true)
  const call = sourceFile.statements
    .filter(ts.isExportAssignment)
    .map((statement) => statement.expression)
    .find((expression): expression is ts.CallExpression => ts.isCallExpression(expression))
  const options = call?.arguments[0]
  if (!call || call.expression.getText() !== 'defineBlock' || !options || !ts.isObjectLiteralExpression(options)) {
    return { problems: [`${file} must export its definition: ${expected}`] }
  }
  const property = (name: string) =>
    options.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)
      ?.initializer
  const literal = (name: string) => {
    const value = property(name)
    return value && ts.isStringLiteralLike(value) ? value.text : value ? null : undefined
  }
  const problems: string[] = []
  const hydrate = literal('hydrate')
  if (!HYDRATIONS.includes(hydrate as BlockHydration)) {
    problems.push(`${file}: hydrate must be one of ${HYDRATIONS.map((h) => `'${h}'`).join(', ')}, written as a literal`)
  }
  const island = literal('island') ?? 'react'
  if (!ISLAND_KINDS.includes(island as IslandKind)) {
    problems.push(`${file}: island must be 'react' or 'plain', written as a literal`)
  }
  const componentText = property('component')?.getText() ?? ''
  const ownComponent = new RegExp(
    String.raw`^\(\)\s*=>\s*import\(['"]\./${kebab}['"]\)\.then\(\(?(\w+)\)?\s*=>\s*\1\.${component}\)$`,
  )
  if (!ownComponent.test(componentText.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')'))) {
    problems.push(
      `${file}: component must load the block's own module: () => import('./${kebab}').then((m) => m.${component})`,
    )
  }
  if (island === 'plain' && hydrate !== 'none' && !property('mount')) {
    problems.push(`${file}: a plain island needs mount: () => import('./${kebab}.mount').then((m) => m.mount)`)
  }
  if (problems.length) return { problems }
  return { definition: { hydrate: hydrate as BlockHydration, island: island as IslandKind } }
}
