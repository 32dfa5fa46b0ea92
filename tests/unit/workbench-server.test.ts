import { resolve } from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { RenderPageFor } from '../../site/server/app'
import { createPropsValidator, readBlockSchemas } from '../../workbench/block-schema'
import type { BlockWorkbenchContext, WorkbenchRender } from '../../workbench/context'
import { errorTreeOf } from '../../workbench/error-schema'
import { fits } from '../../workbench/form-validator'
import { blockWorkbenchRoutes, MAX_WORKBENCH_BODY_BYTES, workbenchSites } from '../../workbench/server'

const projectRoot = resolve(import.meta.dirname, '../..')
const siteHosts = { cn: 'localhost', en: 'en.localhost' }
const siteOrigins = { cn: 'http://localhost:3000', en: 'http://en.localhost:3000' }

/** The workbench's routes over a renderer that reports what it was asked to render. */
function workbenchApp(production: boolean) {
  const rendered: { url: string; context: BlockWorkbenchContext }[] = []
  const renderPage: RenderPageFor = async (url, _headers, pageContext) => {
    const context = pageContext.blockWorkbench as BlockWorkbenchContext
    rendered.push({ url: url.href, context })
    return { status: 200, pageStatus: 200, preview: false, headers: [], body: `<html>${url.host}</html>` }
  }
  const app = new Hono()
  blockWorkbenchRoutes({ projectRoot, production, siteHosts, siteOrigins })(app, renderPage)
  app.all('*', (c) => c.text('page handler', 404))
  return { app, rendered }
}

const post = (app: Hono, path: string, body: string) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body })

describe('block workbench: schemas and checks (issue 22)', () => {
  const blocks = readBlockSchemas(projectRoot)
  const validate = createPropsValidator(blocks)

  it('reads every block schema by type, with the shared $refs inlined', () => {
    const banner = blocks.get('banner')!
    expect(banner.kebab).toBe('banner')
    expect(JSON.stringify(banner.schema)).not.toContain('shared/jump.schema.json')
    const jump = (banner.schema.properties as Record<string, Record<string, unknown>>).jump
    expect(jump.required).toEqual(['jumpContentType'])
  })

  it('names each problem by the JSON pointer of its field: a missing property at that property', () => {
    expect(validate('pageHeading', { title: 'T' })).toEqual([])
    expect(validate('pageHeading', { desc: 'D' })).toEqual([
      { pointer: '/title', keyword: 'required', message: 'is required' },
    ])
    expect(validate('featureGrid', { items: [{ id: 1 }], colour: 'red' })).toEqual(
      expect.arrayContaining([
        { pointer: '/items/0/title', keyword: 'required', message: 'is required' },
        { pointer: '/colour', keyword: 'additionalProperties', message: 'is not a property of this block' },
      ]),
    )
    expect(validate('featureGrid', { items: [] })).toEqual([
      { pointer: '/items', keyword: 'minItems', message: 'must NOT have fewer than 1 items' },
    ])
  })

  it("puts each message at its field of rjsf's error tree, with the pointer in the text", () => {
    expect(
      errorTreeOf([
        { pointer: '/title', keyword: 'required', message: 'is required' },
        { pointer: '/items/0/title', keyword: 'required', message: 'is required' },
        { pointer: '', keyword: 'type', message: 'must be object' },
      ]),
    ).toEqual({
      __errors: ['must be object (/)'],
      title: { __errors: ['is required (/title)'] },
      items: { 0: { title: { __errors: ['is required (/items/0/title)'] } } },
    })
  })

  it('tells rjsf which branch of an anyOf some data fits, by type, enum and required properties', () => {
    const root = { definitions: { Item: { type: 'object', required: ['id'] } } }
    const anyOf = { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'number' } }] }
    expect(fits(anyOf, 'a', root)).toBe(true)
    expect(fits(anyOf, [1, 2], root)).toBe(true)
    expect(fits(anyOf, ['a'], root)).toBe(false)
    expect(fits({ $ref: '#/definitions/Item' }, { id: 1 }, root)).toBe(true)
    expect(fits({ $ref: '#/definitions/Item' }, {}, root)).toBe(false)
    expect(fits({ enum: ['a'] }, 'b', root)).toBe(false)
  })

  it('offers one preview site per language, the first of each in SITE_HOSTS', () => {
    expect(workbenchSites({ cn: 'a', en: 'b', 'zh-hk': 'c', fr: 'd' })).toEqual([
      { lang: 'zh', mark: 'cn' },
      { lang: 'en', mark: 'en' },
    ])
  })
})

describe('block workbench: endpoints (issue 22)', () => {
  it("renders the posted props as the frame page of the chosen site, with the schema's errors", async () => {
    const { app, rendered } = workbenchApp(true)
    const answer = await post(app, '/blocks/pageHeading/render', JSON.stringify({ props: { desc: 'D' }, lang: 'en' }))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const body = (await answer.json()) as WorkbenchRender
    expect(body.errors).toEqual([{ pointer: '/title', keyword: 'required', message: 'is required' }])
    expect(body.html).toBe('<html>en.localhost:3000</html>')
    expect(body.htmlOnly).toBe(true)
    expect(rendered).toEqual([
      {
        url: 'http://en.localhost:3000/blocks/pageHeading/frame',
        context: { kind: 'frame', type: 'pageHeading', props: { desc: 'D' } },
      },
    ])
  })

  it('renders the workbench page with the dereferenced schema and the sites', async () => {
    const { app, rendered } = workbenchApp(false)
    const answer = await app.request('/blocks/banner')
    expect(answer.status).toBe(200)
    const context = rendered[0]!.context
    expect(context).toMatchObject({ kind: 'page', type: 'banner', kebab: 'banner', canSave: true })
    expect(context.kind === 'page' && context.sites.map((site) => site.lang)).toEqual(['zh', 'en'])
  })

  it('answers an unknown type 404 (a page request goes on to the pages), no JSON 400, a huge body 413', async () => {
    const { app } = workbenchApp(false)
    expect((await post(app, '/blocks/noSuchBlock/render', '{"props":{},"lang":"en"}')).status).toBe(404)
    expect(await (await app.request('/blocks/noSuchBlock')).text()).toBe('page handler')
    expect((await post(app, '/blocks/pageHeading/render', '{"props":')).status).toBe(400)
    expect((await post(app, '/blocks/pageHeading/render', '[]')).status).toBe(400)
    expect((await post(app, '/blocks/pageHeading/render', '{"props":{},"lang":"fr"}')).status).toBe(400)
    expect((await post(app, '/blocks/pageHeading/render', '{"props":"x","lang":"en"}')).status).toBe(400)
    const huge = JSON.stringify({ props: { title: 'x'.repeat(MAX_WORKBENCH_BODY_BYTES) }, lang: 'en' })
    expect((await post(app, '/blocks/pageHeading/render', huge)).status).toBe(413)
  })

  it('saves examples in development only, and never invalid props, a bad name or over an existing one', async () => {
    const production = workbenchApp(true).app
    const body = JSON.stringify({ name: 'x', props: { title: 'T' } })
    expect((await post(production, '/blocks/pageHeading/examples', body)).status).toBe(403)
    const { app } = workbenchApp(false)
    const invalid = await post(app, '/blocks/pageHeading/examples', JSON.stringify({ name: 'x', props: {} }))
    expect(invalid.status).toBe(422)
    expect(await invalid.json()).toMatchObject({ errors: [{ pointer: '/title' }] })
    const badName = JSON.stringify({ name: '../x', props: { title: 'T' } })
    expect((await post(app, '/blocks/pageHeading/examples', badName)).status).toBe(400)
    const existing = JSON.stringify({ name: 'cards', props: { items: [{ id: 1, title: 'T' }] } })
    expect((await post(app, '/blocks/featureGrid/examples', existing)).status).toBe(409)
  })
})
