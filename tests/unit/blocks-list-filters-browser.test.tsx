// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ListFiltersBlock } from '../../schemas/blocks.gen'
import { ListFilters } from '../../blocks/list-filters/list-filters'
import { mount } from '../../blocks/list-filters/list-filters.mount'
import { buildI18nPayload } from '../../site/i18n/server'
import type { Lang } from '../../site/lang'

// SPEC §2 list filters: a GET form that filters without JavaScript (its named inputs are the URL query),
// and the plain island that applies a select or a complete date range as it changes (SPEC §5).

const goTo = vi.hoisted(() => vi.fn())
vi.mock('../../site/actions/go-to', () => ({ goTo }))

const props: ListFiltersBlock = {
  kind: 'activities',
  path: '/activity',
  places: ['上海', '北京'],
  types: [
    { value: '研讨会', label: 'Seminar' },
    { value: '展会', label: 'Exhibition' },
  ],
  values: { q: 'ERP', view: 'rows' },
}

function show(block: ListFiltersBlock, lang: Lang = 'zh'): HTMLElement {
  const pageContext = { urlPathname: block.path, i18n: buildI18nPayload(lang) } as unknown as PageContext
  document.body.innerHTML = `<div class="island">${renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <ListFilters {...block} />
    </VikeReactProviderPageContext>,
  )}</div>`
  return document.querySelector<HTMLElement>('.island')!
}
const form = () => document.querySelector<HTMLFormElement>('form')!
const input = (testId: string) => document.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`)!
function change(element: HTMLInputElement | HTMLSelectElement, value: string) {
  element.value = value
  element.dispatchEvent(new Event('change', { bubbles: true }))
}

beforeEach(() => goTo.mockReset())
afterEach(() => {
  document.body.innerHTML = ''
})

describe('list filters without JavaScript', () => {
  it('is a GET form to the list path whose named inputs are the URL query, the view kept, no page', () => {
    show({ ...props, values: { ...props.values, from: '2026-05-01', to: '2026-05-31', place: '北京' } })
    expect(form().method).toBe('get')
    expect(form().getAttribute('action')).toBe('/activity')
    expect([...new FormData(form())]).toEqual([
      ['from', '2026-05-01'],
      ['to', '2026-05-31'],
      ['place', '北京'],
      ['type', ''],
      ['q', 'ERP'],
      ['view', 'rows'],
    ])
    expect(document.querySelector('[data-testid="filter-search"]')!.getAttribute('type')).toBe('submit')
  })
  it('the toggle is two links keeping the filters; the clearing link drops the range only', () => {
    show({ ...props, values: { ...props.values, from: '2026-05-01', to: '2026-05-31' } })
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="view-toggle"] a')]
    expect(links.map((a) => [a.dataset.view, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['cards', '/activity?from=2026-05-01&to=2026-05-31&q=ERP', null],
      ['rows', '/activity?from=2026-05-01&to=2026-05-31&q=ERP&view=rows', 'true'],
    ])
    expect(document.querySelector('[data-testid="filter-clear"]')!.getAttribute('href')).toBe(
      '/activity?q=ERP&view=rows',
    )
  })
})

describe('list filters, enhanced', () => {
  it('a select applies as it changes, to the first page, keeping the scroll position', () => {
    const island = show(props)
    mount(island, props)
    change(input('filter-type'), '展会')
    expect(goTo).toHaveBeenCalledWith('/activity?type=%E5%B1%95%E4%BC%9A&q=ERP&view=rows', { keepScrollPosition: true })
  })
  it('a date range applies once both ends are chosen (SPEC §5); each end shows its day in the site format', () => {
    const island = show(props, 'en')
    mount(island, props)
    change(input('filter-to'), '2026-06-30')
    expect(goTo).not.toHaveBeenCalled()
    expect(input('filter-to-text').textContent).toBe('2026/06/30')
    expect(input('filter-from').max).toBe('2026-06-30')
    change(input('filter-from'), '2026-06-01')
    expect(goTo).toHaveBeenCalledWith('/activity?from=2026-06-01&to=2026-06-30&q=ERP&view=rows', {
      keepScrollPosition: true,
    })
  })
  it('the search goes to a clean URL without empty parameters', () => {
    const island = show(props)
    mount(island, props)
    input('filter-keyword').value = '  峰会 '
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(goTo).toHaveBeenCalledWith('/activity?q=%E5%B3%B0%E4%BC%9A&view=rows', { keepScrollPosition: true })
  })
  it('a select changed before the code arrived applies as it starts; a lone date end shows its day', () => {
    let island = show(props)
    input('filter-place').value = '上海'
    mount(island, props)
    expect(goTo).toHaveBeenCalledWith('/activity?place=%E4%B8%8A%E6%B5%B7&q=ERP&view=rows', {
      keepScrollPosition: true,
    })
    goTo.mockReset()
    island = show(props)
    input('filter-from').value = '2026-05-03'
    mount(island, props)
    expect(goTo).not.toHaveBeenCalled()
    expect(input('filter-from-text').textContent).toBe('2026年5月3日')
  })
})
