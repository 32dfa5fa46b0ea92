export { RichText } from './rich-text'
export { sanitizeHtml, sanitizeWithHeadings, type Heading, type SanitizedRichText } from './sanitize'
