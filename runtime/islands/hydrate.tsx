import { startTransition, type ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { configureImageService, NO_IMAGE_SERVICE } from '../media/image-url'
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, readIslandProps } from './island-data'
import { IslandTree } from './island-tree'

/** Builds an island's element from its props; `undefined` for a name the page's code does not know. */
export type IslandResolver = (name: string) => Promise<((props: unknown) => ReactElement) | undefined>

/**
 * The browser's half of an island (loaded with React only when the page's first island wakes,
 * runtime/islands/schedule.ts; `resolve` is the app's, pages/island-hydration.ts): hydrates `element` as its own React root on exactly its server HTML, with
 * the props serialised beside it and the `useId` prefix the server rendered it with. Resolves once React
 * has hydrated it; rejects when its code cannot load or its render throws.
 */
export async function hydrateIsland(
  element: HTMLElement,
  pageContext: PageContext,
  rootCreated: () => void,
  resolve: IslandResolver,
): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? ''
  const id = element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? ''
  const render = await resolve(name)
  if (!render) throw new Error(`no island is named "${name}"`)
  // The server's image URLs (runtime/media/image-url.ts): an island renders the same ones or does not hydrate.
  configureImageService(pageContext.imageService ?? NO_IMAGE_SERVICE)
  await new Promise<void>((hydrated, failed) => {
    // As a transition, hydration yields to the browser between slices instead of one long task, so the
    // page stays responsive while an island wakes (the visitor's input is replayed by React meanwhile).
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandTree pageContext={pageContext} onHydrated={hydrated}>
          {render(readIslandProps(document, id))}
        </IslandTree>,
        { identifierPrefix: id, onUncaughtError: failed },
      )
    })
    rootCreated()
  })
}
