import { useEffect, useRef, useState } from 'react'
import type { AiFrameBlock } from '../../schemas/blocks.gen'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useShellModals } from '../../site/shell/modals-context'
import { FRAME_HEIGHT_UNREADABLE, readFrameContentHeight } from './frame-height'
import { readFrameRequest, videoErrorNotice } from './frame-messages'
import aiFrameCss from './ai-frame.css?inline'

const stylesheets = [aiFrameCss]

/** SPEC §9: the frame's height until its content height is known. */
export const AI_FRAME_DEFAULT_HEIGHT = 500

/**
 * A same-origin static page in a frame that grows to its content height (SPEC §2 AI landing page). The
 * page may ask, by postMessage, to play or close a video in the shell's video modal; a failed playback is
 * reported back to it (SPEC §8). Messages from other origins, other windows or of unknown shapes are ignored.
 */
export function AiFrame({ src, title, defaultHeight = AI_FRAME_DEFAULT_HEIGHT }: AiFrameBlock) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(defaultHeight)
  const { openVideo, closeVideo } = useShellModals()

  // Grow to the content: measure when the page has loaded, then whenever its body changes size.
  useEffect(() => {
    const frame = frameRef.current
    if (!frame) return
    let stopObserving = (): void => {}
    const measure = (): void => {
      const content = readFrameContentHeight(frame)
      if (content === null) console.warn(FRAME_HEIGHT_UNREADABLE, src)
      else setHeight(Math.max(content, 1))
    }
    const onLoad = (): void => {
      stopObserving()
      measure()
      stopObserving = observeFrame(frame, measure, closeVideo)
    }
    frame.addEventListener('load', onLoad)
    // The frame may have finished loading before the page hydrated.
    if (frame.contentDocument?.readyState === 'complete' && frame.contentWindow?.location.href !== 'about:blank')
      onLoad()
    return () => {
      frame.removeEventListener('load', onLoad)
      stopObserving()
    }
  }, [src, closeVideo])

  useEffect(() => {
    const onMessage = (event: MessageEvent): void => {
      const frameWindow = frameRef.current?.contentWindow ?? null
      const request = readFrameRequest(event, { origin: window.location.origin, frame: frameWindow })
      if (request === null) return
      if (request.type === 'closeVideo') {
        closeVideo()
        return
      }
      openVideo({
        url: request.url,
        onError: (message) => frameWindow?.postMessage(videoErrorNotice(message), window.location.origin),
      })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [openVideo, closeVideo])

  return (
    <section className="ai-frame">
      <Stylesheets css={stylesheets} />
      <iframe
        ref={frameRef}
        className="ai-frame__frame"
        src={src}
        title={title}
        style={{ height }}
        // Below the story: the framed page loads (and takes the main thread) as the visitor nears it.
        loading="lazy"
        data-testid="ai-frame"
      />
    </section>
  )
}

/**
 * Watches the framed page: its size (to grow the frame) and Escape pressed while focus is inside it
 * (keys typed in a frame never reach the host document, and SPEC §4 says Escape closes the video modal).
 */
function observeFrame(frame: HTMLIFrameElement, measure: () => void, closeVideo: () => void): () => void {
  try {
    const frameWindow = frame.contentWindow as (Window & typeof globalThis) | null
    const doc = frame.contentDocument
    if (!frameWindow || !doc?.body) return () => {}
    const observer = new frameWindow.ResizeObserver(() => measure())
    observer.observe(doc.body)
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') closeVideo()
    }
    doc.addEventListener('keydown', onKey)
    return () => {
      observer.disconnect()
      doc.removeEventListener('keydown', onKey)
    }
  } catch {
    return () => {}
  }
}
