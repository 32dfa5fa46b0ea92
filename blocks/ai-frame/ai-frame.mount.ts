import type { MountBlock } from '../../runtime/blocks/define-block'
import type { AiFrameBlock } from '../../schemas/blocks.gen'
import { shellModals } from '../../site/shell/modal-store'
import { FRAME_HEIGHT_UNREADABLE, readFrameContentHeight } from './frame-height'
import { readFrameRequest, videoErrorNotice } from './frame-messages'

/**
 * The frame's behaviour on the server's HTML (ai-frame.tsx): it grows to its page's content height, and
 * the page may ask, by postMessage, to play or close a video in the shell's video modal; a failed playback
 * is reported back to it (SPEC §8). Messages from other origins, other windows or of unknown shapes are
 * ignored.
 */
export const mount: MountBlock<AiFrameBlock> = (element, props) => {
  const frame = element.querySelector<HTMLIFrameElement>('iframe')
  if (!frame) return
  const { openVideo, closeVideo } = shellModals()

  // Grow to the content: measure when the page has loaded, then whenever its body changes size.
  const measure = (): void => {
    const content = readFrameContentHeight(frame)
    if (content === null) console.warn(FRAME_HEIGHT_UNREADABLE, props.src)
    else frame.style.height = `${Math.max(content, 1)}px`
  }
  let stopObserving = (): void => {}
  const onLoad = (): void => {
    stopObserving()
    measure()
    stopObserving = observeFrame(frame, measure, closeVideo)
  }
  frame.addEventListener('load', onLoad)
  // The frame may have finished loading before its code woke.
  if (frame.contentDocument?.readyState === 'complete' && frame.contentWindow?.location.href !== 'about:blank') onLoad()

  window.addEventListener('message', (event) => {
    const frameWindow = frame.contentWindow
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
  })
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
