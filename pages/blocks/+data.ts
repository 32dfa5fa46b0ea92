import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blockExamples, savedBlockExamples } from '../../blocks/examples.gen'
import type { BlockPageData } from '../../blocks/page-data'
import { block, type BlockDescriptor, type BlockType } from '../../blocks/descriptor'

/** One block of the catalogue: its type and which example it shows (`null`: the main one, example.ts). */
export type CatalogueEntry = { type: BlockType; example: string | null }

export type CatalogueData = BlockPageData & { entries: CatalogueEntry[] }

/**
 * Developers' block catalogue: on in development, a 404 in production unless BLOCK_CATALOGUE=1. Every block
 * from its main example, then from each example saved beside it (the workbench's "Save as example").
 */
export function data(pageContext: PageContextServer): CatalogueData {
  if (!pageContext.serverSettings.blockCatalogue) throw render(404)
  const t = pageContext.i18n.resources
  const entries = (Object.keys(blockExamples) as BlockType[]).flatMap((type): CatalogueEntry[] => [
    { type, example: null },
    ...Object.keys(savedBlockExamples[type] ?? {}).map((example) => ({ type, example })),
  ])
  return {
    title: t['blocks.catalogue.title'],
    description: t['blocks.catalogue.intro'],
    entries,
    blocks: entries.map(exampleBlock),
  }
}

function exampleBlock({ type, example }: CatalogueEntry): BlockDescriptor {
  if (example === null) {
    // TypeScript cannot narrow the generic variant to the union by itself; block() checked the pair.
    return block(type, `example-${type}`, blockExamples[type]) as BlockDescriptor
  }
  // A saved example is JSON, typed by nothing: the tests check each against its block's schema.
  const props = savedBlockExamples[type]?.[example]
  return { type, id: `example-${type}-${example}`, props } as BlockDescriptor
}
