import { act, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { registry } from '../../blocks/registry.gen'
import { blockIslandResolver } from '../../runtime/blocks/block-island'
import { hydrateIslands } from '../../runtime/islands/hydrate'

/**
 * What a page does in the browser (pages/+onRenderClient.tsx), for component tests: `element` rendered by
 * the server into `container`, then its block islands hydrated on that HTML.
 */
export async function renderAndHydrateIslands(
  container: HTMLElement,
  element: ReactElement,
  pageContext: PageContext,
): Promise<void> {
  container.innerHTML = renderToString(element)
  await act(() => hydrateIslands(pageContext, blockIslandResolver(registry)))
}
