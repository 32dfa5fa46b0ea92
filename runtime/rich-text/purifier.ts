import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify'

let purifier: DOMPurify | undefined

/**
 * DOMPurify bound to the browser's window, or on the server to one shared jsdom window. jsdom is loaded
 * through Node's own `require` so it never reaches the browser bundle.
 */
export function getPurifier(): DOMPurify {
  purifier ??= configure(createDOMPurify(typeof window === 'undefined' ? serverWindow() : window))
  return purifier
}

/** The one part of jsdom used here (jsdom ships no types). */
type JsdomModule = { JSDOM: new (html: string) => { window: WindowLike } }

function serverWindow(): WindowLike {
  const { createRequire } = process.getBuiltinModule('node:module')
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule
  return new JSDOM('').window
}

function configure(instance: DOMPurify): DOMPurify {
  // Links that open a new tab must not hand the opener to the target page.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer')
    }
    // A table, and a figure's picture, scroll sideways on phones (rich-text.css): keyboard users reach them
    // to scroll (WCAG 2.1.1).
    if (node.tagName === 'TABLE' || (node.tagName === 'FIGURE' && node.querySelector('img'))) {
      node.setAttribute('tabindex', '0')
    }
  })
  return instance
}
