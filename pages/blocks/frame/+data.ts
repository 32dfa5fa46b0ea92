import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../../blocks/page-data'
import type { BlockDescriptor } from '../../../blocks/descriptor'

/**
 * The workbench's preview: the one block, from the posted props, as a page of the site asked for. The props
 * are rendered as given, valid or not (the workbench shows the schema's errors beside them); only the
 * workbench server asks for this page.
 */
export function data(pageContext: PageContextServer): BlockPageData {
  const context = pageContext.blockWorkbench
  if (context?.kind !== 'frame') throw render(404)
  // The props are the developer's, unchecked on purpose: the workbench previews invalid props too.
  const descriptor = { type: context.type, id: 'workbench', props: context.props } as BlockDescriptor
  return { title: context.type, blocks: [descriptor] }
}
