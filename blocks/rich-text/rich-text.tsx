import type { RichTextBlock } from '../../schemas/blocks.gen'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { RichText as SanitizedHtml } from '../../runtime/rich-text'
import richTextCss from './rich-text.css?url'

/** Backend rich text as a page section (sanitized on the server and in the browser). */
export function RichText({ html, anchors }: RichTextBlock) {
  return (
    <section className="block-section">
      <Stylesheets hrefs={[richTextCss]} />
      <div className="block-container">
        <SanitizedHtml html={html} anchors={anchors} />
      </div>
    </section>
  )
}
