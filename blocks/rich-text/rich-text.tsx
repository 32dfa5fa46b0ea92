import type { RichTextBlock } from '../../schemas/blocks.gen'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { PageSection } from '../../ui/page-section'
import { RichText as SanitizedHtml } from '../../runtime/rich-text'
import richTextCss from './rich-text.css?inline'

/** Backend rich text as a page section, or as one section of a detail page (sanitized on the server and in the browser). */
export function RichText({ html, anchors, section }: RichTextBlock) {
  return (
    <PageSection section={section}>
      <Stylesheets css={[richTextCss]} />
      <SanitizedHtml html={html} anchors={anchors} topHeading={section?.title ? 3 : 2} />
    </PageSection>
  )
}
