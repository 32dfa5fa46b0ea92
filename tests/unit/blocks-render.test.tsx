import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BlockDescriptor } from '../../runtime/blocks/descriptor'
import { createBlockRenderer } from '../../runtime/blocks/create-block-renderer'
import type { Registry } from '../../runtime/blocks/registry'
import { UnknownBlockError } from '../../runtime/blocks/render-blocks'

// A registry of two stand-in blocks, so the test is about the renderer, not about real blocks.
type TestBlocks = { banner: { title: string }; richText: { html: string } }
const registry = {
  banner: {
    component:
      async () =>
      ({ title }: { title: string }) => <p>banner: {title}</p>,
    hydrate: 'none',
  },
  richText: {
    component:
      async () =>
      ({ html }: { html: string }) => <p>text: {html}</p>,
    hydrate: 'none',
  },
} as unknown as Registry<TestBlocks>
const { RenderBlocks, preloadBlocks, preloadPageBlocks } = createBlockRenderer(registry)

const page = [
  { type: 'banner', id: 'first', props: { title: 'Welcome' } },
  { type: 'mysteryWidget', id: 'second', props: {} },
  { type: 'richText', id: 'third', props: { html: 'Hello' } },
] as unknown as BlockDescriptor<TestBlocks>[]

const render = () => renderToString(<RenderBlocks blocks={page} route="/about-us" />)

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('<RenderBlocks> (docs/architecture.md: the block contract)', () => {
  it('renders known blocks in order, each root marked with its type key', async () => {
    await preloadBlocks(['banner', 'richText'])
    const html = renderToString(<RenderBlocks blocks={[page[0], page[2]]} route="/" />)
    expect(html).toMatch(/data-block="banner"[^>]*>.*banner: .*Welcome.*data-block="richText"[^>]*>.*text: .*Hello/s)
  })

  it('throws in development and tests, naming the route, the index, the type and the known types', async () => {
    await preloadBlocks(['banner', 'richText'])
    expect(render).toThrow(UnknownBlockError)
    expect(render).toThrow(
      'Unknown block type "mysteryWidget" at index 1 on route "/about-us". Known types: banner, richText.',
    )
  })

  it('in production drops the unknown block, renders the rest and logs once', async () => {
    await preloadBlocks(['banner', 'richText'])
    vi.stubEnv('PROD', true)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})

    const html = render()
    render()

    expect(html).toContain('Welcome')
    expect(html).toContain('Hello')
    expect(html).not.toContain('mysteryWidget')
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0][0]).toContain('"mysteryWidget" at index 1 on route "/about-us"')
  })

  it('still renders a known block that was not preloaded, once its module arrives, with a warning', async () => {
    const lateRegistry = {
      banner: {
        component:
          async () =>
          ({ title }: { title: string }) => <p>late: {title}</p>,
        hydrate: 'none',
      },
    } as unknown as Registry<TestBlocks>
    const { RenderBlocks: RenderLate } = createBlockRenderer(lateRegistry)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { prelude } = await prerender(<RenderLate blocks={[page[0]]} route="/late" />)
    const html = await new Response(prelude).text()
    expect(html).toContain('late: <!-- -->Welcome')
    expect(warn).toHaveBeenCalledWith('Block "banner" on route "/late" was not preloaded before render.')
  })

  it("the renderer is bound to the registry it was created with: the page hook preloads the page data's types", async () => {
    const loaded: string[] = []
    const own = {
      banner: {
        component: async () => {
          loaded.push('banner')
          return ({ title }: { title: string }) => <p>own: {title}</p>
        },
        hydrate: 'none',
      },
    } as unknown as Registry<TestBlocks>
    const renderer = createBlockRenderer(own)
    await renderer.preloadPageBlocks({ data: { blocks: [page[0]] } })
    expect(loaded).toEqual(['banner'])
    expect(renderToString(<renderer.RenderBlocks blocks={[page[0]]} route="/" />)).toContain('own: <!-- -->Welcome')
    await preloadPageBlocks({ data: { blocks: [page[0]] } })
    expect(renderToString(<RenderBlocks blocks={[page[0]]} route="/" />)).toContain('banner: <!-- -->Welcome')
  })
})
