// @vitest-environment jsdom
// Issue 22 "One definition per block": a block's definition decides whether and when its island wakes and
// what kind it is; a route may choose another moment where it emits the block; a plain island block's
// `mount` runs on its server HTML with its props; an `idle` island wakes once the browser is idle.
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBlockRenderer } from '../../runtime/blocks/create-block-renderer'
import { defineBlock } from '../../runtime/blocks/define-block'
import { blockBuilder } from '../../runtime/blocks/descriptor'
import { plainBlockMounter } from '../../runtime/blocks/plain-block-island'
import type { Registry } from '../../runtime/blocks/registry'
import { scheduleIslands } from '../../runtime/islands/schedule'
import { buildI18nPayload } from '../../site/i18n/server'

type TestBlocks = { counter: { start: number }; ticker: { words: string[] }; note: { text: string } }

const mounted: Array<{ element: HTMLElement; props: { words: string[] } }> = []
const registry: Registry<TestBlocks> = {
  counter: defineBlock({
    component:
      async () =>
      ({ start }) => <output>{start}</output>,
    hydrate: 'visible',
  }),
  ticker: defineBlock({
    component:
      async () =>
      ({ words }) => (
        <ul>
          {words.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
      ),
    hydrate: 'idle',
    island: 'plain',
    mount: async () => (element, props) => mounted.push({ element, props }),
  }),
  note: defineBlock({
    component:
      async () =>
      ({ text }) => <p>{text}</p>,
    hydrate: 'none',
  }),
}
const block = blockBuilder<TestBlocks>()
const { RenderBlocks, preloadBlocks } = createBlockRenderer(registry)
const pageContext = { urlPathname: '/', i18n: buildI18nPayload('en') } as unknown as PageContext

async function render(blocks: ReturnType<typeof block>[]): Promise<string> {
  await preloadBlocks(Object.keys(registry))
  return renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <RenderBlocks blocks={blocks} route="/test" />
    </VikeReactProviderPageContext>,
  )
}

afterEach(() => {
  document.body.innerHTML = ''
  mounted.length = 0
  vi.unstubAllGlobals()
})

describe('block definitions (issue 22)', () => {
  it("an island block wakes at its definition's moment unless the route chooses another", async () => {
    const html = await render([
      block('counter', 'a', { start: 1 }),
      block('counter', 'b', { start: 2 }, { hydrate: 'load' }),
      block('note', 'c', { text: 'static' }),
    ])
    const page = new DOMParser().parseFromString(html, 'text/html')
    const when = (id: string) => page.querySelector(`[data-block-id="${id}"]`)?.getAttribute('data-island-when')
    expect(when('a')).toBe('visible')
    expect(when('b')).toBe('load')
    expect(page.querySelector('[data-block-id="c"]')?.hasAttribute('data-island')).toBe(false)
    expect(page.querySelector('[data-block-id="c"]')?.textContent).toBe('static')
  })

  it('a route asking an HTML-only block to wake is a mistake named with the route and the block', async () => {
    await expect(render([block('note', 'c', { text: 'static' }, { hydrate: 'load' })])).rejects.toThrow(
      `Block "note" on route "/test" is HTML only (hydrate: 'none'): it cannot wake at "load".`,
    )
  })

  it("a plain island block renders on the server and its mount runs on that HTML with the block's props", async () => {
    document.body.innerHTML = await render([block('ticker', 't', { words: ['alpha', 'beta'] })])
    const element = document.querySelector<HTMLElement>('[data-block-id="t"]')!
    expect(element.getAttribute('data-island')).toBe('plain:block:ticker')
    expect(element.querySelectorAll('li')).toHaveLength(2)
    const mount = plainBlockMounter(registry)
    expect(await mount('plain:block:counter', element)).toBe(false)
    expect(await mount(element.getAttribute('data-island')!, element)).toBe(true)
    expect(mounted).toEqual([{ element, props: { words: ['alpha', 'beta'] } }])
  })

  it('an idle island wakes when the browser says it is idle, not before', async () => {
    document.body.innerHTML = await render([block('ticker', 't', { words: ['alpha'] })])
    let idle: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run
      return 1
    })
    const hydrated: string[] = []
    await scheduleIslands(document, async (element, rootCreated) => {
      hydrated.push(element.getAttribute('data-island') ?? '')
      rootCreated()
    })
    expect(hydrated).toEqual([])
    idle!()
    await vi.waitFor(() => expect(hydrated).toEqual(['plain:block:ticker']))
  })
})
