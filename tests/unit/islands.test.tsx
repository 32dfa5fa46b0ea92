// @vitest-environment jsdom
import { act } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { blockExamples } from '../../blocks/examples.gen'
import { preloadBlocks, RenderBlocks } from '../../blocks/renderer'
import { block, type BlockDescriptor } from '../../blocks/descriptor'
import { buildI18nPayload } from '../../site/i18n/server'
import { translatorFor } from '../../runtime/i18n/translator'
import { serializeIslandProps } from '../../runtime/islands/island-data'
import { browserStrings, recordingStrings } from '../../runtime/islands/island-strings'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'
import { shellModals } from '../../site/shell/modals-context'
import { renderAndHydrateIslands } from './hydrate-islands'

// Issue 13: the server renders every block; the browser hydrates only the interactive ones, each an
// island with its props serialised beside its HTML.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const pageContext = {
  urlPathname: '/product/1',
  i18n: buildI18nPayload('en'),
  siteSettings: DEMO_SITE_SETTINGS,
} as unknown as PageContext
const page = (blocks: BlockDescriptor[], context: PageContext = pageContext) => (
  <VikeReactProviderPageContext pageContext={context}>
    <RenderBlocks blocks={blocks} route="/product/1" />
  </VikeReactProviderPageContext>
)

let container: HTMLDivElement
beforeAll(() => preloadBlocks(['tabs', 'mediaDetail', 'enrolBar', 'richText', 'pageHeading']))
afterEach(() => {
  container?.remove()
  vi.restoreAllMocks()
})
const mount = () => {
  container = document.createElement('div')
  document.body.append(container)
  return container
}

describe('island props', () => {
  it('escape every character that could end their script element, and read back unchanged', () => {
    const props = { title: '</script><script>alert(1)</script>', note: '<!-- a comment', amp: 'R&D', line: 'a\u2028b' }
    const text = serializeIslandProps(props)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual(props)
  })

  it("CMS text holding </script> or <!-- stays inside the island's props in the server HTML", async () => {
    const title = 'Core </script><!-- functions'
    // A React island (hydrated from its props) and a plain one (its mount reads them, issue 26).
    await renderAndHydrateIslands(
      mount(),
      page([
        block('mediaDetail', 'm', { ...blockExamples.mediaDetail, title }),
        block('tabs', 't', { ...blockExamples.tabs, title }),
      ]),
      pageContext,
    )
    const scripts = container.querySelectorAll('script[data-island-props]')
    expect(scripts).toHaveLength(2)
    expect(JSON.parse(scripts[0].textContent ?? '')).toMatchObject({ index: 0, props: { title } })
    expect(JSON.parse(scripts[1].textContent ?? '')).toMatchObject({ index: 1, props: { title } })
    expect(container.querySelector('[data-island="block:mediaDetail"] h1')?.textContent).toBe(title)
    expect(container.querySelector('[data-island="plain:block:tabs"] h2')?.textContent).toBe(title)
  })
})

describe('islands', () => {
  it('a static block renders as HTML only: no island, no props', async () => {
    await renderAndHydrateIslands(
      mount(),
      page([block('pageHeading', 'h', { title: 'Service' }), block('richText', 'r', { html: '<p>Text</p>' })]),
      pageContext,
    )
    expect(container.querySelector('[data-island], script:not(#island-page-context)')).toBeNull()
    expect(container.textContent).toContain('Service')
  })

  it('an interactive block hydrates on its server HTML without warnings, and then reacts to clicks', async () => {
    const errors = vi.spyOn(console, 'error')
    const warnings = vi.spyOn(console, 'warn')
    const openContact = vi.spyOn(shellModals(), 'openContact').mockImplementation(() => {})
    await renderAndHydrateIslands(
      mount(),
      page([block('pageHeading', 'h', { title: 'Media' }), block('mediaDetail', 'm', blockExamples.mediaDetail)]),
      pageContext,
    )
    const island = container.querySelector('[data-island="block:mediaDetail"]')
    expect(island?.closest('[data-block="mediaDetail"]')).not.toBeNull()
    // SPEC §4 Media play: the example's gate is a FORM, so the play button opens that form first.
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="media-play"]')!.click())
    expect(openContact).toHaveBeenCalledWith(1005, { onSuccess: expect.any(Function) as unknown })
    expect(errors).not.toHaveBeenCalled()
    expect(warnings).not.toHaveBeenCalled()
  })

  it('a plain island block (the tabs, issue 26) switches its server-rendered panels by click and arrow keys, without React', async () => {
    const errors = vi.spyOn(console, 'error')
    await renderAndHydrateIslands(
      mount(),
      page([block('pageHeading', 'h', { title: 'Product' }), block('tabs', 't', blockExamples.tabs)]),
      pageContext,
    )
    const island = container.querySelector<HTMLElement>('[data-island="plain:block:tabs"]')
    expect(island?.closest('[data-block="tabs"]')).not.toBeNull()
    const tabs = [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
    const panels = [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
    const selected = () => tabs.map((tab) => tab.getAttribute('aria-selected'))
    const shown = () => panels.map((panel) => !panel.hidden)
    expect(panels.map((panel) => panel.id)).toEqual(tabs.map((tab) => tab.getAttribute('aria-controls')))
    expect(selected()).toEqual(['true', 'false'])
    expect(shown()).toEqual([true, false])

    tabs[1].click()
    expect(selected()).toEqual(['false', 'true'])
    expect(shown()).toEqual([false, true])
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0])
    // The behaviour is the mount's own listeners: React never rendered these elements in the browser.
    expect(Object.keys(tabs[0]).filter((key) => key.startsWith('__react'))).toEqual([])

    // WAI-ARIA tabs: the arrow keys move the selection and the focus, wrapping at either end.
    tabs[1].focus()
    tabs[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }))
    expect(selected()).toEqual(['true', 'false'])
    expect(shown()).toEqual([true, false])
    expect(document.activeElement).toBe(tabs[0])
    const left = new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true })
    tabs[0].dispatchEvent(left)
    expect(left.defaultPrevented).toBe(true)
    expect(selected()).toEqual(['false', 'true'])
    expect(document.activeElement).toBe(tabs[1])
    expect(errors).not.toHaveBeenCalled()
  })

  it("preloads the code of an island near the top, unless it waits for the visitor's touch (issue 26)", () => {
    const preloadsOf = (blocks: BlockDescriptor[]) => {
      const context = { ...pageContext } as PageContext
      renderToString(page(blocks, context))
      return [...(context.islandPreloads ?? [])]
    }
    const enrol = block('enrolBar', 'e', { type: 'FORM', formId: 1004, endDate: '2026-05-18 17:00:00' })
    // The tabs and the media detail wake on interaction; the enrol bar wakes when the page is idle.
    expect(
      preloadsOf([
        block('tabs', 't', blockExamples.tabs),
        block('mediaDetail', 'm', blockExamples.mediaDetail),
        block('pageHeading', 'h', { title: 'Media' }),
      ]),
    ).toEqual([])
    expect(preloadsOf([block('mediaDetail', 'm', blockExamples.mediaDetail), enrol])).toEqual(['plain:block:enrolBar'])
    // A route that wakes the tabs at load (its choice over the definition's) gets their code preloaded.
    expect(preloadsOf([block('tabs', 't', blockExamples.tabs, { hydrate: 'load' })])).toEqual(['plain:block:tabs'])
    // Only the first blocks are near the top.
    expect(
      preloadsOf([block('pageHeading', 'h', { title: 'A' }), block('richText', 'r', { html: '<p>B</p>' }), enrol]),
    ).toEqual([])
  })
})

describe('interface strings in the browser', () => {
  it("are the namespaces the islands read on the server and the shell's, not the whole pack", () => {
    const strings = {
      'shell.menu': 'Menu',
      'events.filter.clear': 'Clear',
      'events.view.rows': 'List',
      'ai.title': 'AI',
    }
    const used = new Set<string>()
    const t = translatorFor({ lang: 'en', resources: recordingStrings(strings, used) })
    expect(t('events.view.rows')).toBe('List')
    expect([...used]).toContain('events.view.rows')
    expect(browserStrings(strings, used)).toEqual({
      'shell.menu': 'Menu',
      'events.filter.clear': 'Clear',
      'events.view.rows': 'List',
    })
    expect(browserStrings(strings, [])).toEqual({ 'shell.menu': 'Menu' })
  })
})
