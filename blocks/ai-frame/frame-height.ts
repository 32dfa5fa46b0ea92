/** Logged when the frame's document cannot be measured (SPEC §8). */
export const FRAME_HEIGHT_UNREADABLE = 'unable to read frame content height'

/**
 * The frame's content height in CSS pixels, or null when it cannot be read (not loaded, not same-origin).
 * Not the root's `scrollHeight`: that is never less than the frame's own height, so a frame that grew once
 * (a phone turned from portrait to landscape, a window made wider) would keep an empty band for ever. The
 * root's box and the body's overflow follow the content both ways.
 */
export function readFrameContentHeight(frame: HTMLIFrameElement): number | null {
  try {
    const doc = frame.contentDocument
    const root = doc?.documentElement
    if (!doc || !root) return null
    let height = root.getBoundingClientRect().height
    if (doc.body) {
      const style = doc.defaultView?.getComputedStyle(doc.body)
      const margins = style ? parseFloat(style.marginTop) + parseFloat(style.marginBottom) : 0
      height = Math.max(height, doc.body.scrollHeight + margins)
    }
    return height > 0 ? Math.ceil(height) : null
  } catch {
    return null
  }
}
