import type { PagedListItem } from '../../schemas/blocks.gen'

/** A list card's props; `priority`: in the first row of a list in the first screen, the cover loads at once (LCP). */
export type CardProps = { item: PagedListItem; priority?: boolean }
