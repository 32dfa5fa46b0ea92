import { useT } from '../i18n'
import type { VideoRequest } from './modals-context'
import { Modal } from './Modal'
import { NO_VIDEO_SOURCE_MESSAGE, videoSourceType } from './video-source'
import './VideoModal.css'

/** Sent to whoever asked for the video (the AI page's frame) when playback fails (SPEC §8). */
export const VIDEO_FAILED_MESSAGE = '视频播放失败'

export interface VideoModalProps {
  video: VideoRequest
  onClose: () => void
}

/** Plays one video over the page (SPEC §4, §8). Closes on overlay, close button, Escape or playback error. */
export default function VideoModal({ video, onClose }: VideoModalProps) {
  const t = useT()
  const url = video.url.trim()
  if (!url) {
    console.error(NO_VIDEO_SOURCE_MESSAGE)
    return null
  }
  const fail = (): void => {
    video.onError?.(VIDEO_FAILED_MESSAGE)
    onClose()
  }
  return (
    <Modal
      testId="video-modal"
      title={video.title || t('shell.videoTitle')}
      hideTitle
      variant="media"
      onClose={onClose}
    >
      <video className="video-modal__player" controls autoPlay playsInline poster={video.poster} onError={fail}>
        <source src={url} type={videoSourceType(url)} onError={fail} />
        {t('shell.videoUnsupported')}
      </video>
    </Modal>
  )
}
