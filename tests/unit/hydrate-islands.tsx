import { act, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { registry } from '../../blocks/registry.gen'
import { blockIslandResolver } from '../../runtime/blocks/block-island'
import { hydrateIsland } from '../../runtime/islands/hydrate'
import { ISLAND_SELECTOR } from '../../runtime/islands/island-selector'

/**
 * What a page does in the browser (pages/+client.ts), for component tests: `element` rendered by
 * the server into `container`, then every island in it hydrated on that HTML (whatever its trigger).
 */
export async function renderAndHydrateIslands(
  container: HTMLElement,
  element: ReactElement,
  pageContext: PageContext,
): Promise<void> {
  container.innerHTML = renderToString(element)
  const resolve = blockIslandResolver(registry)
  const hydrated: Array<Promise<void>> = []
  // React commits the hydration (and runs the effect that resolves `hydrateIsland`) when the act scope
  // ends, so the scope waits only until every island's root exists.
  await act(() =>
    Promise.all(
      [...container.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)].map(
        (island) =>
          new Promise<void>((rootCreated, failed) => {
            hydrated.push(hydrateIsland(island, pageContext, rootCreated, resolve).catch(failed))
          }),
      ),
    ),
  )
  await Promise.all(hydrated)
}
