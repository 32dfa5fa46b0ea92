import type { RichTextBlock } from '../../schemas/blocks.gen'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { RichText as SanitizedHtml } from '../../runtime/rich-text'
import blockUiCss from '../../runtime/blocks/block-ui.css?url'

// The section frame and container (gutters) come from block-ui.css like every other block's; without it a
// page whose other blocks do not load it (/services, /join-us) runs its text against the window edge.
const stylesheets = [blockUiCss]

/** Backend rich text as a page section (sanitized on the server and in the browser). */
export function RichText({ html, anchors }: RichTextBlock) {
  return (
    <section className="block-section">
      <Stylesheets hrefs={stylesheets} />
      <div className="block-container">
        <SanitizedHtml html={html} anchors={anchors} />
      </div>
    </section>
  )
}
