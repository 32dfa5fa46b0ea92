import type { Article } from '../../schemas/api.gen'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { compact, dayOf, text } from '../../mapping/from-backend'
import { plainText } from '../../mapping/repeated-description'

/**
 * SPEC §2 /article-detail/{type}/{id}: title, labels (the comma list), date, description, author and
 * editor, media coverage links; then the rich body with side anchors from its H2/H3 headings.
 */
export function articleBlocks(article: Article, id: number): BlockDescriptor[] {
  const desc = text(article.desc)
  const body = text(withoutLeadingDescription(text(article.content) ?? '', desc))
  return [
    block(
      'articleHeader',
      `article-${id}`,
      compact({
        title: article.title,
        labels: nonEmpty(labelsOf(article.label)),
        date: dayOf(article.createTime) ?? dayOf(article.createdAt),
        desc,
        author: text(article.author),
        editor: text(article.edit),
        coverage: nonEmpty(coverageLinks(article)),
      }),
    ),
    ...(body ? [block('anchoredRichText', `article-${id}-body`, { html: body })] : []),
  ]
}

/**
 * The header shows the description, so a body that opens with it would say it twice: when the body's first
 * paragraph (its first `<p>`, `<div>` or `<h1>`–`<h6>`, or text before any element) reads the same as the
 * description — tags, entities, white space and letter case aside — that paragraph is left out. A first
 * paragraph that only begins with the description, or says more, stays.
 */
export function withoutLeadingDescription(html: string, desc: string | undefined): string {
  const wanted = desc === undefined ? '' : plainText(desc)
  if (wanted === '') return html
  const element = /^\s*<(p|div|h[1-6])(\s[^>]*)?>([\s\S]*?)<\/\1\s*>/i.exec(html)
  const inner = element?.[3] ?? ''
  const nested = element !== null && new RegExp(`<${element[1]}[\\s>]`, 'i').test(inner)
  if (element && !nested && plainText(inner) === wanted) return html.slice(element[0].length)
  const leadingText = /^[^<]*/.exec(html)?.[0] ?? ''
  if (leadingText.trim() !== '' && plainText(leadingText) === wanted) return html.slice(leadingText.length)
  return html
}

/** `"AI, 制造，Cloud"` → `['AI', '制造', 'Cloud']` (ASCII or full-width commas). */
export function labelsOf(label: string | null | undefined): string[] {
  return [
    ...new Set(
      (label ?? '')
        .split(/[,，]/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ]
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
