import type { ReactNode } from 'react'

/**
 * Stands in for `markdown-to-jsx/react` in the browser build (vite.config.ts). rjsf renders a few texts
 * through it: descriptions only when a field's uiSchema sets `ui:enableMarkdownInDescription`, which the
 * enquiry forms never do (site/forms), and its own developer notes (unsupported field, bad object
 * schema, file widget). Shown as plain text, they need none of the 28 KB gz markdown parser that would
 * otherwise load with every form.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
