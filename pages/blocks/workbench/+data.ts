import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blockExamples, savedBlockExamples } from '../../../blocks/examples.gen'
import { translatorFor } from '../../../runtime/i18n/translator'
import type { WorkbenchProps } from '../../../workbench/Workbench'

export type WorkbenchPageData = { title: string; description: string; workbench: WorkbenchProps }

/**
 * A block's workbench: only as the workbench server renders it (development, or BLOCK_CATALOGUE=1); asked
 * for any other way it is not found. The examples are read here, so one saved a moment ago is listed.
 */
export function data(pageContext: PageContextServer): WorkbenchPageData {
  const context = pageContext.blockWorkbench
  if (context?.kind !== 'page') throw render(404)
  const t = translatorFor(pageContext.i18n)
  const { type } = context
  const main = (blockExamples as Record<string, unknown>)[type]
  const saved = (savedBlockExamples as Record<string, Record<string, unknown> | undefined>)[type] ?? {}
  return {
    title: t('blocks.workbench.title', { type }),
    description: t('blocks.workbench.intro'),
    workbench: {
      type,
      schema: context.schema,
      examples: [{ name: '', props: main }, ...Object.entries(saved).map(([name, props]) => ({ name, props }))],
      sites: context.sites,
      lang: pageContext.lang,
      canSave: context.canSave,
    },
  }
}
