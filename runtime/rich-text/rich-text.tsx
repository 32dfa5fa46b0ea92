import { useMemo } from 'react'
import { sanitizeHtml, sanitizeWithHeadings, type HeadingOptions } from './sanitize'
import { Stylesheets } from '../blocks/stylesheets'
import richTextCss from './rich-text.css?inline'

type RichTextProps = HeadingOptions & {
  html: string
  /** Give H2/H3 ids so a side anchor list can link to them. */
  anchors?: boolean
  className?: string
}

/** Backend rich text, sanitized where it renders (server and browser alike). */
export function RichText({ html, anchors = false, className, topHeading }: RichTextProps) {
  const safe = useMemo(
    () => (anchors ? sanitizeWithHeadings(html, { topHeading }).html : sanitizeHtml(html, { topHeading })),
    [html, anchors, topHeading],
  )
  return (
    <>
      <Stylesheets css={[richTextCss]} />
      <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: safe }} />
    </>
  )
}
