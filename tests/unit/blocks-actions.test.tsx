// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { registry } from '../../blocks/registry.gen'
import { preloadBlocks, RenderBlocks } from '../../blocks/renderer'
import { installJumpDelegation } from '../../site/actions'
import { block, type BlockDescriptor, type BlockType } from '../../blocks/descriptor'
import { buildI18nPayload } from '../../site/i18n/server'
import { shellModals } from '../../site/shell/modals-context'

// Static blocks ship no JavaScript (issue 13): their buttons carry the jump target in their attributes,
// and the page's one delegated listener hands it to the shared action handler (SPEC §7 jump types).
const goTo = vi.fn()
vi.mock('../../site/actions/go-to', () => ({ goTo: (path: string) => goTo(path), restoreScrollPosition: () => {} }))

const DEFAULT_FORM_ID = 7
let container: HTMLDivElement
let root: Root
let removeDelegation: () => void
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeAll(() => {
  // jsdom has no media queries: behave like a desktop browser.
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList
  return preloadBlocks(Object.keys(registry) as BlockType[])
})
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  removeDelegation = installJumpDelegation(container, () => ({
    origin: 'http://localhost:3000',
    defaultFormId: DEFAULT_FORM_ID,
  }))
})
afterEach(() => {
  removeDelegation()
  act(() => root.unmount())
  container.remove()
  vi.restoreAllMocks()
  goTo.mockReset()
})

function show(descriptor: BlockDescriptor) {
  const pageContext = { urlPathname: '/', i18n: buildI18nPayload('en') } as unknown as PageContext
  act(() =>
    root.render(
      <VikeReactProviderPageContext pageContext={pageContext}>
        <RenderBlocks blocks={[descriptor]} route="/" />
      </VikeReactProviderPageContext>,
    ),
  )
}

const click = (text: string) => {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === text)
  if (!button) throw new Error(`no button "${text}" in ${container.innerHTML}`)
  act(() => button.click())
}

describe('buttons of static blocks go through the shared action handler by delegation (issue 13)', () => {
  it('a static banner renders no island, and its VIDEO button plays the video in the video modal', () => {
    const openVideo = vi.spyOn(shellModals(), 'openVideo').mockImplementation(() => {})
    const jump = { jumpContentType: 'VIDEO', buttonTitle: 'Watch', attachmentUrl: '/demo-assets/clip.mp4' } as const
    show(block('banner', 'b', { title: 'T', image: '/demo-assets/banner-dark-1.svg', jump }))
    expect(container.querySelector('[data-island]')).toBeNull()
    click('Watch')
    expect(openVideo).toHaveBeenCalledWith({ url: '/demo-assets/clip.mp4', title: 'Watch' })
  })

  it('the consult banner without a jump target opens the default consult form', () => {
    const openContact = vi.spyOn(shellModals(), 'openContact').mockImplementation(() => {})
    show(block('consultBanner', 'c', { title: 'Talk to us' }))
    click('Consult now')
    expect(openContact).toHaveBeenCalledWith(DEFAULT_FORM_ID)
  })

  it('a FORM jump naming its form and releasing a file opens that form (gated download, SPEC §1)', () => {
    const openContact = vi.spyOn(shellModals(), 'openContact').mockImplementation(() => {})
    const jump = { jumpContentType: 'FORM', buttonTitle: 'Get it', formBOId: 3, attachmentUrl: '/files/w.pdf' } as const
    show(block('actionBar', 'a', { label: 'Download', jump }))
    click('Get it')
    expect(openContact).toHaveBeenCalledWith(3, { releasedFile: '/files/w.pdf' })
  })

  it('a product card without a buttonTitle shows the default label and its URL jump goes to the page', () => {
    const jump = { jumpContentType: 'URL', buttonLink: '/product/1' } as const
    show(block('productShowcase', 'p', { title: 'Products', items: [{ id: 1, title: 'ERP', image: '/x.svg', jump }] }))
    click('Learn more')
    expect(goTo).toHaveBeenCalledWith('/product/1')
  })

  it('a jump target whose text holds markup stays an attribute value, not markup', () => {
    const openVideo = vi.spyOn(shellModals(), 'openVideo').mockImplementation(() => {})
    const title = '"><img src=x onerror=alert(1)>'
    const jump = { jumpContentType: 'VIDEO', buttonTitle: title, attachmentUrl: '/v.mp4' } as const
    show(block('banner', 'b', { title: 'T', image: '/demo-assets/banner-dark-1.svg', jump }))
    expect(container.querySelector('img[src="x"]')).toBeNull()
    click(title)
    expect(openVideo).toHaveBeenCalledWith({ url: '/v.mp4', title })
  })
})
