import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { blockExamples } from '../../blocks/examples.gen'
import { preloadBlocks, RenderBlocks } from '../../blocks/renderer'
import { validateBlockProps } from '../../blocks/validate-props'
import type { BlockDescriptor } from '../../blocks/descriptor'
import { InvalidBlockPropsError } from '../../runtime/blocks/props-check'

// Issue 22: the props a route emits are checked against the block's schema where the page's blocks
// render (blocks/renderer.ts → the engine's <RenderBlocks>): a test fails, development shows the
// problem in place of the block, production leaves the block out and logs it once.

const banner = (id: string, props: object) => ({ type: 'banner', id, props }) as unknown as BlockDescriptor
const page = [
  banner('hero', { ...blockExamples.banner, title: 42 }),
  { type: 'richText', id: 'body', props: blockExamples.richText } as BlockDescriptor,
]
const render = (blocks = page, route = '/services') => renderToString(<RenderBlocks blocks={blocks} route={route} />)

beforeAll(() => preloadBlocks(['banner', 'richText']))
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('validateBlockProps (the block schemas, constraints included)', () => {
  it('accepts every block example', () => {
    for (const [type, props] of Object.entries(blockExamples)) expect(validateBlockProps(type, props), type).toEqual([])
  })

  it('names the JSON pointer, the keyword and the message; a missing or unknown property is pointed at', () => {
    expect(validateBlockProps('banner', { image: '/b.svg', extra: 1, jump: { jumpContentType: 'PHONE' } })).toEqual([
      { pointer: '/title', keyword: 'required', message: 'is required' },
      { pointer: '/extra', keyword: 'additionalProperties', message: 'is not a property of this block' },
      {
        pointer: '/jump/jumpContentType',
        keyword: 'enum',
        message: 'must be one of ["FORM","DOCUMENT","URL","VIDEO"]',
      },
    ])
  })

  it('enforces minItems and maxItems, which the generated types leave out', () => {
    expect(validateBlockProps('heroCarousel', { slides: [] })).toEqual([
      { pointer: '/slides', keyword: 'minItems', message: 'must NOT have fewer than 1 items' },
    ])
    const industry = blockExamples.solutionExplorer.industries[0]!
    const logo = { id: 1, name: 'Logo', logo: '/l.svg' }
    const tooMany = { industries: [{ ...industry, logos: [logo, logo, logo, logo] }] }
    expect(validateBlockProps('solutionExplorer', tooMany)).toEqual([
      { pointer: '/industries/0/logos', keyword: 'maxItems', message: 'must NOT have more than 3 items' },
    ])
  })

  it('an unknown type is a problem of its own', () => {
    expect(validateBlockProps('mysteryWidget', {})).toEqual([
      { pointer: '', keyword: 'type', message: 'no schema for block type "mysteryWidget"' },
    ])
  })
})

describe('<RenderBlocks> checks every descriptor against its schema', () => {
  it('renders valid blocks as before', () => {
    expect(render([banner('hero', blockExamples.banner), page[1]!])).toContain('data-block="banner"')
  })

  it('in tests throws, naming the route, the block (type and id) and the pointer', () => {
    expect(() => render()).toThrow(InvalidBlockPropsError)
    expect(() => render()).toThrow(
      'Block "banner" (id "hero", index 0) on route "/services" breaks its schema: /title must be string (type).',
    )
  })

  it('in development logs the problem and shows it in place of the block; the rest of the page renders', () => {
    vi.stubEnv('MODE', 'development')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = render()
    expect(html).toMatch(/<div class="block block-props-error" data-block="banner" data-block-id="hero" role="alert"/)
    expect(html).toContain('/title must be string (type)')
    expect(html).toContain('data-block="richText"')
    expect(log).toHaveBeenCalledWith(
      '[blocks] Block "banner" (id "hero", index 0) on route "/services" breaks its schema: /title must be string (type).',
    )
  })

  it('in production leaves the block out and logs once per route, block type and pointer', () => {
    vi.stubEnv('PROD', true)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = render()
    render()
    expect(html).not.toContain('data-block="banner"')
    expect(html).toContain('data-block="richText"')
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]![0]).toBe(
      '[blocks] Block "banner" (id "hero", index 0) on route "/services" breaks its schema: /title must be string (type). The block is left out.',
    )
    // Another pointer, or the same one on another route, is news.
    render([banner('hero', { ...blockExamples.banner, desc: 7 })])
    render(page, '/join-us')
    expect(log).toHaveBeenCalledTimes(3)
    expect(log.mock.calls[1]![0]).toContain('/desc must be string (type)')
    expect(log.mock.calls[2]![0]).toContain('on route "/join-us"')
  })
})
