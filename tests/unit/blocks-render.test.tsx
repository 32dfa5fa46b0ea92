import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BlockDescriptor } from '../../runtime/blocks/descriptor'
import { preloadBlockTypes } from '../../runtime/blocks/loaded-blocks'
import type { Registry } from '../../runtime/blocks/registry'
import { RenderBlocks, UnknownBlockError } from '../../runtime/blocks/render-blocks'

// A registry of two stand-in blocks, so the test is about the renderer, not about real blocks.
const registry = {
  banner: async () => ({ title }: { title: string }) => <p>banner: {title}</p>,
  richText: async () => ({ html }: { html: string }) => <p>text: {html}</p>,
} as unknown as Registry

const page = [
  { type: 'banner', id: 'first', props: { title: 'Welcome' } },
  { type: 'mysteryWidget', id: 'second', props: {} },
  { type: 'richText', id: 'third', props: { html: 'Hello' } },
] as unknown as BlockDescriptor[]

const render = () => renderToString(<RenderBlocks blocks={page} route="/about-us" registry={registry} />)

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('<RenderBlocks> (DESIGN: the block contract)', () => {
  it('renders known blocks in order, each root marked with its type key', async () => {
    await preloadBlockTypes(registry, ['banner', 'richText'])
    const html = renderToString(<RenderBlocks blocks={[page[0], page[2]]} route="/" registry={registry} />)
    expect(html).toMatch(/data-block="banner"[^>]*>.*banner: .*Welcome.*data-block="richText"[^>]*>.*text: .*Hello/s)
  })

  it('throws in development and tests, naming the route, the index, the type and the known types', async () => {
    await preloadBlockTypes(registry, ['banner', 'richText'])
    expect(render).toThrow(UnknownBlockError)
    expect(render).toThrow('Unknown block type "mysteryWidget" at index 1 on route "/about-us". Known types: banner, richText.')
  })

  it('in production drops the unknown block, renders the rest and logs once', async () => {
    await preloadBlockTypes(registry, ['banner', 'richText'])
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
    const lateRegistry = { banner: async () => ({ title }: { title: string }) => <p>late: {title}</p> } as unknown as Registry
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { prelude } = await prerender(<RenderBlocks blocks={[page[0]]} route="/late" registry={lateRegistry} />)
    const html = await new Response(prelude).text()
    expect(html).toContain('late: <!-- -->Welcome')
    expect(warn).toHaveBeenCalledWith('Block "banner" on route "/late" was not preloaded before render.')
  })
})
