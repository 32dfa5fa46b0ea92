import { act, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { mountPlainIsland } from '../../pages/plain-islands'
import { registry } from '../../blocks/registry.gen'
import { blockIslandResolver } from '../../runtime/blocks/block-island'
import { hydrateIsland } from '../../runtime/islands/hydrate'
import { ISLAND_ATTRIBUTE, isPlainIsland } from '../../runtime/islands/island-data'
import { islandPageContextScript } from '../../runtime/islands/island-page-context'
import { ISLAND_SELECTOR } from '../../runtime/islands/island-selector'

/**
 * What a page does in the browser (pages/+client.ts), for component tests: `element` rendered by
 * the server into `container` with the islands' page context after it, then every island in it woken on
 * that HTML (whatever its trigger): a React island hydrated, a plain one's code run, without React.
 */
export async function renderAndHydrateIslands(
  container: HTMLElement,
  element: ReactElement,
  pageContext: PageContext,
): Promise<void> {
  container.innerHTML = renderToString(element) + islandPageContextScript(pageContext)
  const resolve = blockIslandResolver(registry)
  const hydrated: Array<Promise<void>> = []
  // React commits the hydration (and runs the effect that resolves `hydrateIsland`) when the act scope
  // ends, so the scope waits only until every island's root exists.
  await act(() =>
    Promise.all(
      [...container.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)].map((island) =>
        isPlainIsland(island.getAttribute(ISLAND_ATTRIBUTE) ?? '')
          ? mountPlainIsland(island)
          : new Promise<void>((rootCreated, failed) => {
              hydrated.push(hydrateIsland(island, pageContext, rootCreated, resolve).catch(failed))
            }),
      ),
    ),
  )
  await Promise.all(hydrated)
}
