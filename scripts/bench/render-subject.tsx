// Loaded by render.ts through Vite (blocks import their CSS as URLs, which only Vite resolves).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ComponentType, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { registry } from '../../blocks/registry.gen'
import { preloadBlocks, RenderBlocks } from '../../blocks/renderer'
import { createContentApi } from '../../content/index'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'
import { toBlocks } from '../../pages/shared/home-blocks'
import { createBlockRenderer } from '../../runtime/blocks/create-block-renderer'
import type { BlockDescriptor } from '../../blocks/descriptor'
import { buildI18nPayload } from '../../site/i18n/server'
import type { HomeModule } from '../../schemas/api.gen'

export interface HomeRenders {
  blockCount: number
  /** The home page's blocks through the project's block renderer (`<RenderBlocks>`), props checked. */
  throughRenderer: () => string
  /** The same through a renderer of the same registry without the props check (issue 22's cost). */
  unchecked: () => string
  /** The same components with the same props, rendered directly. */
  bare: () => string
}

async function demoHomeModules(): Promise<HomeModule[]> {
  const api = createContentApi({ dbPath: join(mkdtempSync(join(tmpdir(), 'site-bench-render-')), 'forms.sqlite') })
  const answer = await api.request('/homepage', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 1 }),
  })
  const envelope = (await answer.json()) as { code: string; data: HomeModule[] }
  if (envelope.code !== '200') throw new Error(`demo homepage answered ${envelope.code}`)
  return envelope.data
}

function withPage(children: ReactNode): ReactNode {
  const pageContext = {
    urlPathname: '/',
    i18n: buildI18nPayload('zh'),
    siteSettings: DEMO_SITE_SETTINGS,
  } as unknown as PageContext
  return <VikeReactProviderPageContext pageContext={pageContext}>{children}</VikeReactProviderPageContext>
}

/**
 * The Chinese home page's blocks, ready to render both ways: on the demo's home modules, or on `modules`
 * (the `--api` backend's answer).
 */
export async function prepareHomeRenders(modules?: HomeModule[]): Promise<HomeRenders> {
  const blocks: BlockDescriptor[] = toBlocks(modules ?? (await demoHomeModules()))
  await preloadBlocks(blocks.map((descriptor) => descriptor.type))
  const components = await Promise.all(
    blocks.map(async (descriptor) => {
      const load = registry[descriptor.type].component as () => Promise<ComponentType<object>>
      return { id: descriptor.id, Component: await load(), props: descriptor.props as object }
    }),
  )
  const Unchecked = createBlockRenderer(registry)
  await Unchecked.preloadBlocks(blocks.map((descriptor) => descriptor.type))
  return {
    blockCount: blocks.length,
    throughRenderer: () => renderToString(withPage(<RenderBlocks blocks={blocks} route="/" />)),
    unchecked: () => renderToString(withPage(<Unchecked.RenderBlocks blocks={blocks} route="/" />)),
    bare: () =>
      renderToString(
        withPage(
          <>
            {components.map(({ id, Component, props }) => (
              <Component key={id} {...props} />
            ))}
          </>,
        ),
      ),
  }
}
