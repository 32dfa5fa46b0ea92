// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildI18nPayload } from '../../site/i18n/server'
import { ContentBoundary } from '../../site/shell/ContentBoundary'
import ErrorPage from '../../pages/_error/+Page'

// SPEC §8: not-found text, rendering failure (heading, apology, refresh), lazy page load failure.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function context(extra: Record<string, unknown>, lang: 'zh' | 'en' = 'zh'): PageContext {
  return { i18n: buildI18nPayload(lang, []), urlPathname: '/x', ...extra } as unknown as PageContext
}

describe('error page', () => {
  it('answers unknown paths with the not-found text, in either language', () => {
    for (const lang of ['zh', 'en'] as const) {
      const html = renderToString(
        <VikeReactProviderPageContext pageContext={context({ is404: true }, lang)}>
          <ErrorPage />
        </VikeReactProviderPageContext>,
      )
      expect(html).toContain('data-testid="not-found"')
      expect(html).toContain('Oops. The page not found.')
      expect(html).toContain('href="/"')
    }
  })

  it('shows the page-error heading, apology and refresh button for other errors', () => {
    const html = renderToString(
      <VikeReactProviderPageContext pageContext={context({ is404: false, abortStatusCode: 503 })}>
        <ErrorPage />
      </VikeReactProviderPageContext>,
    )
    expect(html).toContain('data-testid="page-error"')
    expect(html).toContain('页面出错了')
    expect(html).toContain('data-testid="refresh"')
    expect(html).not.toContain('not-found')
  })
})

describe('ContentBoundary', () => {
  let container: HTMLDivElement
  let root: Root

  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  afterEach(async () => {
    await act(async () => root.unmount())
    container.remove()
    vi.restoreAllMocks()
  })

  async function renderThrowing(error: Error): Promise<void> {
    function Broken(): never {
      throw error
    }
    await act(async () => {
      root.render(
        <VikeReactProviderPageContext pageContext={context({})}>
          <ContentBoundary resetKey="/x">
            <Broken />
          </ContentBoundary>
        </VikeReactProviderPageContext>,
      )
    })
  }

  it('turns a failed code download into the load-failed notice', async () => {
    await renderThrowing(new TypeError('Failed to fetch dynamically imported module: /assets/page.js'))
    expect(container.querySelector('[data-testid="load-failed"]')?.textContent).toContain('页面加载失败')
    expect(container.querySelector('[data-testid="page-error"]')).toBeNull()
  })

  it('turns any other rendering failure into the page-error notice', async () => {
    await renderThrowing(new Error('Cannot read properties of undefined'))
    expect(container.querySelector('[data-testid="page-error"]')).not.toBeNull()
    expect(container.querySelector('[data-testid="refresh"]')).not.toBeNull()
  })

  it('shows load-failed when Vite reports a failed preload', async () => {
    await act(async () => {
      root.render(
        <VikeReactProviderPageContext pageContext={context({})}>
          <ContentBoundary resetKey="/x">
            <p>page</p>
          </ContentBoundary>
        </VikeReactProviderPageContext>,
      )
    })
    expect(container.textContent).toBe('page')
    await act(async () => {
      window.dispatchEvent(new Event('vite:preloadError'))
    })
    expect(container.querySelector('[data-testid="load-failed"]')).not.toBeNull()
  })
})
