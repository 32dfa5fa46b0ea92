// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { modalsStore } from '../../site/shell/modal-store'
import { pauseWhileVideoShows } from '../../ui/carousel/mount-carousel'

function carousel() {
  return { destroyed: false, autoplay: { start: vi.fn(), stop: vi.fn() } }
}
const showVideo = (shown: boolean) =>
  modalsStore.set((current) => ({ ...current, video: shown ? { url: '/demo-assets/film.mp4' } : null }))

describe('carousels pause while a video mask shows (SPEC §4)', () => {
  it('stops autoplay when the video opens and starts it again when it closes', () => {
    showVideo(false)
    const playing = carousel()
    pauseWhileVideoShows(playing)
    showVideo(true)
    expect(playing.autoplay.stop).toHaveBeenCalledTimes(1)
    showVideo(false)
    expect(playing.autoplay.start).toHaveBeenCalledTimes(1)
  })

  it('starts paused when a video already shows, and leaves a destroyed carousel alone', () => {
    showVideo(true)
    const playing = carousel()
    pauseWhileVideoShows(playing)
    expect(playing.autoplay.stop).toHaveBeenCalledTimes(1)
    playing.destroyed = true
    showVideo(false)
    expect(playing.autoplay.start).not.toHaveBeenCalled()
  })
})
