import { createContext, useContext } from 'react'

/** Shell styles come first, so a block's rules win over the shell's at equal specificity. */
export type StylePrecedence = 'shell' | 'blocks'

/**
 * Styles of the server-rendered parts, inlined into the page: blocks and the shell import their CSS as
 * text (`import css from './x.css?inline'`) and render it here. React 19 hoists each `<style>` into the
 * page's head (in the server HTML, before the content: no flash of unstyled content, no render-blocking
 * request) and keeps one per `href`. The browser build replaces these imports with empty strings
 * (vite.config.ts): the styles already arrived with the HTML, so no island carries them again.
 */
export function Stylesheets({ css, precedence = 'blocks' }: { css: readonly string[]; precedence?: StylePrecedence }) {
  const sink = useContext(StylesheetSinkContext)
  // Unit tests and the browser build have no CSS text: nothing to render there.
  const sheets = css.filter((text) => text !== '')
  if (sink) {
    for (const text of sheets) if (!sink.has(text)) sink.set(text, precedence)
    return null
  }
  return (
    <>
      {sheets.map((text) => {
        const href = hrefOf(text)
        return (
          <style key={href} href={href} precedence={precedence}>
            {text}
          </style>
        )
      })}
    </>
  )
}

/**
 * Collects the styles of a part rendered as a root of its own (an island, runtime/islands/Island.tsx), so
 * that the page, not the island's HTML, carries them.
 */
export type StylesheetSink = Map<string, StylePrecedence>
export const StylesheetSinkContext = createContext<StylesheetSink | null>(null)

/**
 * The `href` React deduplicates a style by, hashed once per CSS text: the texts are the modules' own
 * constants, a few dozen, while hashing the shell's on every render cost about half a millisecond of each
 * page (issue 13, first byte).
 */
const hrefs = new Map<string, string>()
function hrefOf(text: string): string {
  let href = hrefs.get(text)
  if (href === undefined) {
    href = `css-${contentHash(text)}`
    hrefs.set(text, href)
  }
  return href
}

/** FNV-1a of the CSS text. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}
