/**
 * The messages between the AI landing page and the static page in its frame (SPEC §2 AI landing page, §8).
 * The frame asks the host to play or close a video; the host tells the frame when playback failed.
 * `content/ai-pages/ai-frame.js` is the frame's side of this protocol.
 */
export const FRAME_SOURCE = 'ai-native-frame'
export const HOST_SOURCE = 'ai-native-host'

export type FrameRequest = { type: 'playVideo'; url: string } | { type: 'closeVideo' }

export interface HostNotice {
  source: typeof HOST_SOURCE
  type: 'videoError'
  message: string
}

/**
 * A message the host acts on, or null. Only messages from the host's own origin, sent by its own frame,
 * of a known shape count; a play request must name a same-origin path or an http(s) URL.
 */
export function readFrameRequest(
  event: { origin: string; data: unknown; source: unknown },
  expected: { origin: string; frame: unknown },
): FrameRequest | null {
  if (event.origin !== expected.origin || expected.frame == null || event.source !== expected.frame) return null
  const data = event.data
  if (typeof data !== 'object' || data === null) return null
  const message = data as Record<string, unknown>
  if (message.source !== FRAME_SOURCE) return null
  if (message.type === 'closeVideo') return { type: 'closeVideo' }
  if (message.type === 'playVideo' && typeof message.url === 'string' && isPlayableUrl(message.url, expected.origin)) {
    return { type: 'playVideo', url: message.url.trim() }
  }
  return null
}

export function videoErrorNotice(message: string): HostNotice {
  return { source: HOST_SOURCE, type: 'videoError', message }
}

function isPlayableUrl(value: string, origin: string): boolean {
  const trimmed = value.trim()
  if (!trimmed) return false
  try {
    const url = new URL(trimmed, origin)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
