/** Logged when the frame's document cannot be measured (SPEC §8). */
export const FRAME_HEIGHT_UNREADABLE = 'unable to read frame content height'

/** The frame's content height in CSS pixels, or null when it cannot be read (not loaded, not same-origin). */
export function readFrameContentHeight(frame: HTMLIFrameElement): number | null {
  try {
    const root = frame.contentDocument?.documentElement
    if (!root) return null
    const height = Math.max(root.scrollHeight, frame.contentDocument?.body?.scrollHeight ?? 0)
    return height > 0 ? Math.ceil(height) : null
  } catch {
    return null
  }
}
