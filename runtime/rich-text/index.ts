export { RichText } from './rich-text'
export {
  sanitizeHtml,
  sanitizeWithHeadings,
  type Heading,
  type HeadingOptions,
  type SanitizedRichText,
} from './sanitize'
