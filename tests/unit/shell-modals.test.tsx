// @vitest-environment jsdom
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildI18nPayload } from '../../site/i18n/server'
import {
  ShellModalsProvider,
  useShellModals,
  useVideoMaskOpen,
  type ShellModals,
} from '../../site/shell/modals-context'

// SPEC §4 "Modals" and "Video source type", §8 logged messages and fallback text.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const pageContextOf = (lang: 'zh' | 'en') =>
  ({ i18n: buildI18nPayload(lang, []), urlPathname: '/' }) as unknown as PageContext
let pageContext = pageContextOf('zh')

let container: HTMLDivElement
let root: Root
let modals: ShellModals
let maskOpen = false

function Probe() {
  modals = useShellModals()
  maskOpen = useVideoMaskOpen()
  return null
}

async function render(children: ReactNode): Promise<void> {
  await act(async () => {
    root.render(
      <VikeReactProviderPageContext pageContext={pageContext}>
        <ShellModalsProvider>{children}</ShellModalsProvider>
      </VikeReactProviderPageContext>,
    )
  })
}

const videoModal = () => document.querySelector('[data-testid="video-modal"]')

/** Opens a video and lets the lazily loaded modal resolve inside act(). */
async function openVideo(video: Parameters<ShellModals['openVideo']>[0]): Promise<void> {
  await act(async () => {
    modals.openVideo(video)
    await import('../../site/shell/VideoModal')
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

beforeEach(async () => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  pageContext = pageContextOf('zh')
  await render(<Probe />)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.restoreAllMocks()
})

describe('video modal', () => {
  it('logs 未获取到视频源 and shows nothing without a source', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => modals.openVideo({ url: '  ' }))
    expect(error).toHaveBeenCalledWith('未获取到视频源')
    expect(videoModal()).toBeNull()
    expect(maskOpen).toBe(false)
  })

  it('plays the source with its guessed type, locks scrolling, and closes on Escape', async () => {
    await openVideo({ url: '/demo-assets/launch.mov' })
    expect(videoModal()).not.toBeNull()
    const source = videoModal()!.querySelector('source')!
    expect(source.getAttribute('src')).toBe('/demo-assets/launch.mov')
    expect(source.getAttribute('type')).toBe('video/quicktime')
    expect(videoModal()!.querySelector('video')!.textContent).toContain('您的浏览器不支持视频播放。')
    expect(document.body.style.overflow).toBe('hidden')
    expect(maskOpen).toBe(true)

    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    })
    expect(videoModal()).toBeNull()
    expect(document.body.style.overflow).toBe('')
    expect(maskOpen).toBe(false)
  })

  it('closes on a playback error and tells the requester 视频播放失败', async () => {
    const onError = vi.fn()
    await openVideo({ url: '/demo-assets/missing.mp4', onError })
    expect(videoModal()).not.toBeNull()
    await act(async () => {
      videoModal()!.querySelector('source')!.dispatchEvent(new Event('error'))
    })
    expect(onError).toHaveBeenCalledWith('视频播放失败')
    expect(videoModal()).toBeNull()
  })

  it("tells the requester in the site's language: English on the English site (issue 21)", async () => {
    pageContext = pageContextOf('en')
    await render(<Probe />)
    const onError = vi.fn()
    await openVideo({ url: '/demo-assets/missing.mp4', onError })
    await act(async () => {
      videoModal()!.querySelector('source')!.dispatchEvent(new Event('error'))
    })
    expect(onError).toHaveBeenCalledWith('The video could not be played')
  })

  it('closes on an overlay click but not on a click inside the dialog', async () => {
    await openVideo({ url: '/demo-assets/launch.mp4' })
    expect(videoModal()).not.toBeNull()
    await act(async () => {
      videoModal()!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    })
    expect(videoModal()).not.toBeNull()
    await act(async () => {
      videoModal()!.parentElement!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    })
    expect(videoModal()).toBeNull()
  })
})
