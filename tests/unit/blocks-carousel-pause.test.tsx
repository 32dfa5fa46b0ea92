// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { usePauseWhileVideoShows, type Autoplaying } from '../../ui/use-pause-while-video'

let videoOpen = false
vi.mock('../../site/shell/modals-context', () => ({ useVideoMaskOpen: () => videoOpen }))
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Carousel({ carousel, autoplays }: { carousel: Autoplaying; autoplays: boolean }) {
  usePauseWhileVideoShows(carousel, autoplays)
  return null
}

function mount(autoplays: boolean) {
  const carousel = { destroyed: false, autoplay: { start: vi.fn(), stop: vi.fn() } }
  const root = createRoot(document.createElement('div'))
  const render = () => act(() => root.render(<Carousel carousel={carousel} autoplays={autoplays} />))
  return { carousel, render }
}

describe('carousels pause while a video mask shows (SPEC §4)', () => {
  it('stops autoplay when the video opens and starts it again when it closes', () => {
    videoOpen = false
    const { carousel, render } = mount(true)
    render()
    videoOpen = true
    render()
    expect(carousel.autoplay.stop).toHaveBeenCalledTimes(1)
    videoOpen = false
    render()
    expect(carousel.autoplay.start).toHaveBeenCalledTimes(2) // on mount, then after the video closed
  })

  it('leaves a carousel without autoplay (one slide) alone', () => {
    videoOpen = true
    const { carousel, render } = mount(false)
    render()
    expect(carousel.autoplay.stop).not.toHaveBeenCalled()
    expect(carousel.autoplay.start).not.toHaveBeenCalled()
  })
})
