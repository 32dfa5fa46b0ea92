import { plainIslandBlocks } from '../blocks/islands.gen'
import { plainBlockMounter } from '../runtime/blocks/plain-block-island'
import { ISLAND_ATTRIBUTE, ISLAND_ID_ATTRIBUTE, plainIslandName, readIslandProps } from '../runtime/islands/island-data'
import { CONTACT_ARRIVAL_ISLAND, type ContactArrivalProps } from '../site/shell/contact-arrival-island'
import type { CarouselSettings } from '../ui/carousel/carousel-settings'
import { mountCarousel } from '../ui/carousel/mount-carousel'
import { MORE_ISLAND, type MoreItemsSettings } from '../ui/more-items/more-items-settings'

/** Starts a plain island on its server HTML: gives it its behaviour, with the props written beside it. */
type PlainIsland = (element: HTMLElement, props: unknown) => void | Promise<void>

const plainIslands: Record<string, PlainIsland> = {
  [plainIslandName('carousel')]: (element, props) => {
    mountCarousel(element, props as CarouselSettings)
  },
  // A paged list's infinite loading on phones: its own small chunk, loaded only where a list has more pages.
  [plainIslandName(MORE_ISLAND)]: async (element, props) => {
    const { mountMoreItems } = await import('../ui/more-items/more-items')
    mountMoreItems(element, props as MoreItemsSettings)
  },
  // The contact modal a `/form/{id}` page shows on arrival, until its interactive form takes over.
  [plainIslandName(CONTACT_ARRIVAL_ISLAND)]: async (element, props) => {
    const { mountContactArrival } = await import('../site/shell/contact-arrival')
    mountContactArrival(element, props as ContactArrivalProps)
  },
}

/**
 * What the page's client code (+client.ts) loads when its first plain island wakes (an island whose
 * behaviour is plain code, runtime/islands/island-data.ts), a plain block's included: no React.
 */
const mountPlainBlock = plainBlockMounter(plainIslandBlocks)

export async function mountPlainIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? ''
  if (await mountPlainBlock(name, element)) return
  const mount = plainIslands[name]
  if (!mount) throw new Error(`no plain island is named "${name}"`)
  await mount(element, readIslandProps(document, element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? ''))
}
