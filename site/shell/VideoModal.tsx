import { useCallback, useRef } from 'react'
import { useT } from '../i18n'
import type { VideoRequest } from './modal-requests'
import { Modal } from './Modal'
import { NO_VIDEO_SOURCE_MESSAGE, videoSourceType } from './video-source'
import './VideoModal.css'

export interface VideoModalProps {
  video: VideoRequest
  onClose: () => void
}

/** Plays one video over the page (SPEC §4, §8). Closes on overlay, close button, Escape or playback error. */
export default function VideoModal({ video, onClose }: VideoModalProps) {
  const t = useT()
  const url = video.url.trim()
  const failRef = useRef<() => void>(() => {})
  // A <source> that cannot load fires "error" on itself only, and React may create the element (and
  // so start loading it) well before it commits and could attach any handler. The source therefore gets
  // its URL only once the listener is on, so a failure is always heard.
  const attachSource = useCallback(
    (source: HTMLSourceElement | null) => {
      if (!source) return
      const onError = (): void => failRef.current()
      source.addEventListener('error', onError)
      source.src = url
      if (source.parentElement instanceof HTMLMediaElement) source.parentElement.load()
      return () => source.removeEventListener('error', onError)
    },
    [url],
  )
  if (!url) {
    console.error(NO_VIDEO_SOURCE_MESSAGE)
    return null
  }
  const fail = (): void => {
    // Sent to whoever asked for the video (the AI page's frame, which shows it), SPEC §8: 视频播放失败 on
    // the Chinese site, the English wording on the English one.
    video.onError?.(t('common.videoFailed'))
    onClose()
  }
  failRef.current = fail
  return (
    <Modal
      testId="video-modal"
      title={video.title || t('shell.videoTitle')}
      hideTitle
      variant="media"
      onClose={onClose}
    >
      <video className="video-modal__player" controls autoPlay playsInline poster={video.poster} onError={fail}>
        <source ref={attachSource} type={videoSourceType(url)} />
        {t('shell.videoUnsupported')}
      </video>
    </Modal>
  )
}
