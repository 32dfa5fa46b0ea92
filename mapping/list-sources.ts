import type { PagedListBlock } from '../schemas/blocks.gen'

/** Which backend list a paged list shows; its kind picks the card renderer (blocks/paged-list/cards.tsx). */
export type PagedListSource = PagedListBlock['source']
export type PagedListKind = PagedListSource['kind']
export type PagedListQuery = NonNullable<PagedListSource['query']>
