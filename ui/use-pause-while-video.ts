import { useEffect } from 'react'
import { useVideoMaskOpen } from '../site/shell/modals-context'

/** The part of a Swiper instance this hook drives. */
export type Autoplaying = { destroyed?: boolean; autoplay: { start(): unknown; stop(): unknown } }

/** SPEC §4: carousels pause while a video mask shows, and play on once it closes. */
export function usePauseWhileVideoShows(carousel: Autoplaying | null, autoplays: boolean): void {
  const videoOpen = useVideoMaskOpen()
  useEffect(() => {
    if (!carousel || !autoplays || carousel.destroyed) return
    if (videoOpen) carousel.autoplay.stop()
    else carousel.autoplay.start()
  }, [carousel, autoplays, videoOpen])
}
