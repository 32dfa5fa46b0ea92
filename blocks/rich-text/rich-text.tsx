import type { RichTextBlock } from '../../schemas/blocks.gen'
import { RichText as SanitizedHtml } from '../../runtime/rich-text'

/** Backend rich text as a page section (sanitized on the server and in the browser). */
export function RichText({ html, anchors }: RichTextBlock) {
  return (
    <section className="block-section">
      <div className="block-container">
        <SanitizedHtml html={html} anchors={anchors} />
      </div>
    </section>
  )
}
