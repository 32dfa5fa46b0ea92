import { lazy, Suspense, type ComponentType } from 'react'
import { BlockIndexContext, NEAR_TOP_BLOCKS } from './block-index'
import { blockIslandName, plainBlockIslandName } from '../islands/island-data'
import { Island } from '../islands/Island'
import { blockIslandElement, type BlockIslandProps } from './block-island'
import { isRegisteredType, loadedBlock } from './loaded-blocks'
import { isIslandBlock, islandKindOf, type BlockWakeMoment } from './define-block'
import type { AnyRegistry } from './registry'
import { describeProblem, reportInvalidBlock, type BlockPropsValidator, type InvalidBlock } from './props-check'

type RenderBlocksProps = {
  blocks: readonly AnyBlockDescriptor[]
  /** The page's route, named in errors. */
  route: string
  /** The application's blocks (bound once by `createBlockRenderer`). */
  registry: AnyRegistry
  /** Checks each descriptor's props against its block's schema before it renders (./props-check). */
  validateProps?: BlockPropsValidator
}

/** A descriptor as the engine reads it, whatever the application's block map. */
export type AnyBlockDescriptor = { type: PropertyKey; id: string; props: unknown; hydrate?: BlockWakeMoment }

export class UnknownBlockError extends Error {
  override name = 'UnknownBlockError'
}

/** Renders each descriptor with its registered component, keyed by the descriptor's id. */
export function RenderRegisteredBlocks({ blocks, route, registry, validateProps }: RenderBlocksProps) {
  return (
    <>
      {blocks.map((descriptor, index) => {
        const type = String(descriptor.type)
        if (!isRegisteredType(registry, type)) {
          reportUnknownBlock({ route, index, type, knownTypes: Object.keys(registry) })
          return null
        }
        const props = descriptor.props as object
        const problems = validateProps?.(type, props) ?? []
        if (problems.length) {
          const invalid = { route, index, type, id: descriptor.id, problems }
          if (reportInvalidBlock(invalid) === 'drop') return null
          return <InvalidBlockBox key={descriptor.id} {...invalid} />
        }
        const definition = registry[type]
        if (descriptor.hydrate && !isIslandBlock(definition)) {
          reportMisuse(
            `Block "${type}" on route "${route}" is HTML only (hydrate: 'none'): it cannot wake at "${descriptor.hydrate}".`,
          )
        }
        if (isIslandBlock(definition)) {
          const Component = loadedBlock(registry, type) as ComponentType<object> | undefined
          if (!Component) throw new Error(`Block "${type}" on route "${route}" was not preloaded before render.`)
          const plain = islandKindOf(definition) === 'plain'
          const when = descriptor.hydrate ?? (definition.hydrate as BlockWakeMoment)
          // The block's own element is the island's wrapper, so block styles see their content as its children.
          return (
            <Island
              key={descriptor.id}
              name={plain ? plainBlockIslandName(type) : blockIslandName(type)}
              props={{ index, props } satisfies BlockIslandProps}
              when={when}
              // Near the top its code is preloaded, unless it waits for the visitor's touch: React could come with it.
              preload={index < NEAR_TOP_BLOCKS && when !== 'interaction'}
              wrapper={{ className: 'block', 'data-block': type, 'data-block-id': descriptor.id }}
            >
              {blockIslandElement(Component, { index, props })}
            </Island>
          )
        }
        const Component = (loadedBlock(registry, type) ?? lazyBlock(registry, type, route)) as ComponentType<object>
        return (
          <BlockIndexContext.Provider key={descriptor.id} value={index}>
            <div className="block" data-block={type} data-block-id={descriptor.id}>
              <Suspense fallback={null}>
                <Component {...props} />
              </Suspense>
            </div>
          </BlockIndexContext.Provider>
        )
      })}
    </>
  )
}

/** Development only: what stands in for a block whose props break its schema, naming every problem. */
function InvalidBlockBox({ route, index, type, id, problems }: InvalidBlock) {
  return (
    <div
      className="block block-props-error"
      data-block={type}
      data-block-id={id}
      role="alert"
      // Clear of the fixed header: the first block of a page sits under it.
      style={{
        margin: 'calc(var(--shell-header-height, 72px) + 16px) 16px 16px',
        padding: '12px 16px',
        border: '3px solid #c62828',
        background: '#fff3f3',
      }}
    >
      <p style={{ margin: 0, fontWeight: 700, color: '#b71c1c' }}>
        Block "{type}" (id "{id}", index {index}) on route "{route}" breaks its schema; it is left out in production.
      </p>
      <ul style={{ margin: '8px 0 0', fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        {problems.map((problem) => (
          <li key={`${problem.pointer} ${problem.keyword}`}>{describeProblem(problem)}</li>
        ))}
      </ul>
    </div>
  )
}

/** A route's mistake in using a block: loud in development and tests, logged in production. */
function reportMisuse(message: string): void {
  if (!import.meta.env.PROD) throw new Error(message)
  console.error(message)
}

type UnknownBlock = { route: string; index: number; type: string; knownTypes: string[] }

const loggedUnknown = new Set<string>()

/** Loud in development and tests, quiet in production: the block is dropped and logged once. */
function reportUnknownBlock({ route, index, type, knownTypes }: UnknownBlock): void {
  const message =
    `Unknown block type "${type}" at index ${index} on route "${route}". ` + `Known types: ${knownTypes.join(', ')}.`
  if (!import.meta.env.PROD) throw new UnknownBlockError(message)
  const onceKey = `${route}\u0000${type}`
  if (loggedUnknown.has(onceKey)) return
  loggedUnknown.add(onceKey)
  console.error(`${message} The block is left out.`)
}

// Safety net only: the page hooks preload every block type of the page before render and before
// hydration. A block reaching this point was not preloaded and renders after its module arrives.
const lazyBlocks = new WeakMap<AnyRegistry, Map<string, ComponentType<object>>>()
function lazyBlock(registry: AnyRegistry, type: string, route: string): ComponentType<object> {
  let ofRegistry = lazyBlocks.get(registry)
  if (!ofRegistry) lazyBlocks.set(registry, (ofRegistry = new Map()))
  let component = ofRegistry.get(type)
  if (!component) {
    if (!import.meta.env.PROD) console.warn(`Block "${type}" on route "${route}" was not preloaded before render.`)
    const load = registry[type].component as () => Promise<ComponentType<object>>
    component = lazy(() => load().then((c) => ({ default: c })))
    ofRegistry.set(type, component)
  }
  return component
}
