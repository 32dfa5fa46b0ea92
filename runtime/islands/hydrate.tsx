import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-data'
import { IslandTree } from './island-tree'

/** Builds an island's element from its props; `undefined` for a name the page's code does not know. */
export type IslandResolver = (name: string) => Promise<((props: unknown) => ReactElement) | undefined>

/** Selector of every island's wrapper: the parts of the page not under it are HTML only. */
export const ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}]`

/**
 * Hydrates every island of the page, each as its own React root on exactly its server HTML, with the
 * props serialised beside it and the `useId` prefix the server rendered it with. Islands load and
 * hydrate independently: one that fails is logged and leaves the others working.
 */
export async function hydrateIslands(pageContext: PageContext, resolve: IslandResolver): Promise<void> {
  const islands = [...document.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)]
  await Promise.all(
    islands.map(async (element) => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? ''
      const id = element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? ''
      try {
        const render = await resolve(name)
        if (!render) throw new Error(`no island is named "${name}"`)
        hydrateRoot(element, <IslandTree pageContext={pageContext}>{render(islandProps(id))}</IslandTree>, {
          identifierPrefix: id,
        })
      } catch (error) {
        console.error(`Island "${name}" could not start:`, error)
      }
    }),
  )
}

function islandProps(id: string): unknown {
  const script = [...document.querySelectorAll(`script[${ISLAND_PROPS_ATTRIBUTE}]`)].find(
    (candidate) => candidate.getAttribute(ISLAND_PROPS_ATTRIBUTE) === id,
  )
  return script?.textContent ? (JSON.parse(script.textContent) as unknown) : null
}
