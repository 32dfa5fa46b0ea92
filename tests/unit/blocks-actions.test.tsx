// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { registry } from '../../blocks/registry.gen'
import { preloadBlocks, RenderBlocks } from '../../blocks/renderer'
import { block, type BlockDescriptor, type BlockType } from '../../runtime/blocks/descriptor'
import { buildI18nPayload } from '../../runtime/i18n'

// Blocks are presentational: their buttons hand the jump target to the shared action handler.
const runJump = vi.fn()
const openConsult = vi.fn()
vi.mock('../../runtime/actions', () => ({ useJumpAction: () => runJump, useOpenConsult: () => openConsult }))

let container: HTMLDivElement
let root: Root
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
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.clearAllMocks()
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

describe('block buttons go through the shared action handler', () => {
  it('a button with a jump target runs that jump target', () => {
    const jump = { jumpContentType: 'VIDEO', buttonTitle: 'Watch', attachmentUrl: '/demo-assets/clip.mp4' } as const
    show(block('banner', 'b', { title: 'T', image: '/demo-assets/banner-dark-1.svg', jump }))
    click('Watch')
    expect(runJump).toHaveBeenCalledWith(jump)
  })

  it('the consult banner without a jump target opens the default consult form', () => {
    show(block('consultBanner', 'c', { title: 'Talk to us' }))
    click('Consult now')
    expect(openConsult).toHaveBeenCalledTimes(1)
    expect(runJump).not.toHaveBeenCalled()
  })

  it('a product card without a buttonTitle shows the default label', () => {
    const jump = { jumpContentType: 'URL', buttonLink: '/product/1' } as const
    show(block('productShowcase', 'p', { title: 'Products', items: [{ id: 1, title: 'ERP', image: '/x.svg', jump }] }))
    click('Learn more')
    expect(runJump).toHaveBeenCalledWith(jump)
  })
})
