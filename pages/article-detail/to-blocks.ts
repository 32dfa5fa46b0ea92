import type { Article } from '../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../runtime/blocks/descriptor'
import { compact, dayOf, text } from '../../mapping/from-backend'

/**
 * SPEC §2 /article-detail/{type}/{id}: title, labels (the comma list), date, description, author and
 * editor, media coverage links; then the rich body with side anchors from its H2/H3 headings.
 */
export function articleBlocks(article: Article, id: number): BlockDescriptor[] {
  const body = text(article.content)
  return [
    block('articleHeader', `article-${id}`, compact({
      title: article.title,
      labels: nonEmpty(labelsOf(article.label)),
      date: dayOf(article.createTime) ?? dayOf(article.createdAt),
      desc: text(article.desc),
      author: text(article.author),
      editor: text(article.edit),
      coverage: nonEmpty(coverageLinks(article)),
    })),
    ...(body ? [block('anchoredRichText', `article-${id}-body`, { html: body })] : []),
  ]
}

/** `"AI, 制造，Cloud"` → `['AI', '制造', 'Cloud']` (ASCII or full-width commas). */
export function labelsOf(label: string | null | undefined): string[] {
  return [...new Set((label ?? '').split(/[,，]/).map((part) => part.trim()).filter(Boolean))]
}

function coverageLinks(article: Article) {
  return (article.mediaCoverageList ?? []).flatMap((report) => {
    const href = text(report?.address)
    return href ? [{ name: text(report?.mediaName) ?? href, href }] : []
  })
}

function nonEmpty<T>(items: T[]): T[] | undefined {
  return items.length > 0 ? items : undefined
}
