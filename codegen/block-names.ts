/**
 * The one naming convention of blocks (docs/architecture.md "The block contract"). A block named `logo-wall`:
 *   blocks/logo-wall/                 its folder, holding
 *     schema.json                     its props' JSON Schema, titled `LogoWallBlock`
 *     block.ts                        its definition: `export default defineBlock<LogoWallBlock>({ … })`
 *     logo-wall.tsx                   its component, exported as `LogoWall`
 *     logo-wall.css                   its styles
 *     example.ts                      its example props, exported as `logoWallExample`
 *     examples/<name>.json            named examples saved by the workbench (optional)
 *   `logoWall`                        its type key (registry, descriptors, BlockPropsMap, /blocks/logoWall)
 *   `block:logoWall`                  its island's name (`plain:block:logoWall` for a plain island)
 * Everything that needs one of these names derives it here.
 */
export interface BlockNames {
  /** `logo-wall`: the schema's base name, the folder and the file names */
  kebab: string
  /** `logoWall`: the type key of the registry, the examples and BlockPropsMap */
  type: string
  /** `LogoWall`: the component's export */
  component: string
  /** `LogoWallBlock`: the props type (the schema's title) */
  propsType: string
  /** `logoWallExample`: the example's export */
  example: string
  /** `blocks/logo-wall/logo-wall.tsx`: the component's module, the island's code */
  componentModule: string
}

export const KEBAB_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/
const CAMEL_NAME = /^[a-z][a-zA-Z0-9]*$/

const camelCase = (kebab: string): string => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())

export function blockNames(kebab: string): BlockNames {
  const type = camelCase(kebab)
  const component = type.charAt(0).toUpperCase() + type.slice(1)
  return {
    kebab,
    type,
    component,
    propsType: `${component}Block`,
    example: `${type}Example`,
    componentModule: `blocks/${kebab}/${kebab}.tsx`,
  }
}

/** The names of the block whose kebab-case or camelCase name this is, or undefined when it is neither. */
export function blockNamesOf(name: string): BlockNames | undefined {
  if (KEBAB_NAME.test(name)) return blockNames(name)
  if (!CAMEL_NAME.test(name)) return undefined
  const names = blockNames(name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))
  return KEBAB_NAME.test(names.kebab) && names.type === name ? names : undefined
}
