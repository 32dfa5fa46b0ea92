import type { RichTextBlock } from '../../schemas/blocks.gen'
import { PageSection } from '../../runtime/blocks/page-section'
import { RichText as SanitizedHtml } from '../../runtime/rich-text'

/** Backend rich text as a page section, or as one section of a detail page (sanitized on the server and in the browser). */
export function RichText({ html, anchors, section }: RichTextBlock) {
  return (
    <PageSection section={section}>
      <SanitizedHtml html={html} anchors={anchors} />
    </PageSection>
  )
}
