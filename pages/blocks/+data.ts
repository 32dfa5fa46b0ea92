import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blockExamples } from '../../blocks/examples.gen'
import type { BlockPageData } from '../../runtime/blocks/blocks-page'
import { block, type BlockDescriptor, type BlockType } from '../../runtime/blocks/descriptor'

/** Developers' block catalogue: on in development, a 404 in production unless BLOCK_CATALOGUE=1. */
export function data(pageContext: PageContextServer): BlockPageData {
  if (!catalogueEnabled()) throw render(404)
  const t = pageContext.i18n.resources
  return {
    title: t['blocks.catalogue.title'],
    description: t['blocks.catalogue.intro'],
    blocks: (Object.keys(blockExamples) as BlockType[]).map(exampleBlock),
  }
}

function catalogueEnabled(): boolean {
  return !import.meta.env.PROD || process.env.BLOCK_CATALOGUE === '1'
}

function exampleBlock<T extends BlockType>(type: T): BlockDescriptor {
  // TypeScript cannot narrow the generic variant to the union by itself; block() checked the pair.
  return block(type, `example-${type}`, blockExamples[type]) as BlockDescriptor
}
