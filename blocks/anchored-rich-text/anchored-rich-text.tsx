import { useMemo } from 'react'
import type { AnchoredRichTextBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { SideAnchors } from '../../ui/side-anchors'
import { useT } from '../../site/i18n'
import { sanitizeWithHeadings } from '../../runtime/rich-text'
import richTextCss from '../../runtime/rich-text/rich-text.css?inline'
import anchoredRichTextCss from './anchored-rich-text.css?inline'

// The block's own styles; BlockSection delivers them with the server HTML.
const stylesheets = [richTextCss, anchoredRichTextCss]

/**
 * Backend rich text with a side anchor list built from its H2 and H3 headings (SPEC §2 Navigation
 * behaviour; 280 px on desktop, hidden on phones). Sanitized on the server and in the browser alike.
 */
export function AnchoredRichText({ title, html }: AnchoredRichTextBlock) {
  const t = useT()
  const { html: safe, headings } = useMemo(() => sanitizeWithHeadings(html), [html])
  const anchors = useMemo(
    () => headings.map((heading) => ({ id: heading.id, label: heading.text, level: heading.level })),
    [headings],
  )
  return (
    <BlockSection className="anchored-rich-text" css={stylesheets} containerClassName="anchored-rich-text__layout">
      {anchors.length > 0 && <SideAnchors anchors={anchors} label={t('products.contents')} />}
      <div className="anchored-rich-text__body">
        {title && <h2 className="anchored-rich-text__title">{title}</h2>}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: safe }} />
      </div>
    </BlockSection>
  )
}
