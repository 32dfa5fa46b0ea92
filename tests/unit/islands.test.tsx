// @vitest-environment jsdom
import { act } from 'react'
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
import { renderAndHydrateIslands } from './hydrate-islands'

// Issue 13: the server renders every block; the browser hydrates only the interactive ones, each an
// island with its props serialised beside its HTML.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const pageContext = { urlPathname: '/product/1', i18n: buildI18nPayload('en') } as unknown as PageContext
const page = (blocks: BlockDescriptor[]) => (
  <VikeReactProviderPageContext pageContext={pageContext}>
    <RenderBlocks blocks={blocks} route="/product/1" />
  </VikeReactProviderPageContext>
)

let container: HTMLDivElement
beforeAll(() => preloadBlocks(['tabs', 'richText', 'pageHeading']))
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
    await renderAndHydrateIslands(mount(), page([block('tabs', 't', { ...blockExamples.tabs, title })]), pageContext)
    const scripts = container.querySelectorAll('script[data-island-props]')
    expect(scripts).toHaveLength(1)
    expect(JSON.parse(scripts[0].textContent ?? '')).toMatchObject({ index: 0, props: { title } })
    expect(container.querySelector('[data-island="block:tabs"] h2')?.textContent).toBe(title)
  })
})

describe('islands', () => {
  it('a static block renders as HTML only: no island, no props', async () => {
    await renderAndHydrateIslands(
      mount(),
      page([block('pageHeading', 'h', { title: 'Service' }), block('richText', 'r', { html: '<p>Text</p>' })]),
      pageContext,
    )
    expect(container.querySelector('[data-island], script')).toBeNull()
    expect(container.textContent).toContain('Service')
  })

  it('an interactive block hydrates on its server HTML without warnings, and then reacts to clicks', async () => {
    const errors = vi.spyOn(console, 'error')
    const warnings = vi.spyOn(console, 'warn')
    await renderAndHydrateIslands(
      mount(),
      page([block('pageHeading', 'h', { title: 'Product' }), block('tabs', 't', blockExamples.tabs)]),
      pageContext,
    )
    const island = container.querySelector('[data-island="block:tabs"]')
    expect(island?.closest('[data-block="tabs"]')).not.toBeNull()
    const tabs = [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false'])
    act(() => tabs[1].click())
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true'])
    expect(errors).not.toHaveBeenCalled()
    expect(warnings).not.toHaveBeenCalled()
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
