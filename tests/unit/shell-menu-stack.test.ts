import { describe, expect, it } from 'vitest'
import {
  closedMenu,
  currentLevel,
  menuStackReducer,
  type MenuLevel,
  type MenuStackState,
} from '../../site/shell/menu-stack'
import { mobileRootLevel } from '../../site/shell/mobile-menu-levels'
import { buildNavEntries } from '../../site/shell/nav-model'

const products: MenuLevel = {
  key: 'products',
  title: 'Products',
  entries: [{ key: 'erp', label: 'ERP', href: '/product/1' }],
}
const root: MenuLevel = { key: 'root', title: 'Menu', entries: [{ key: 'p', label: 'Products', next: products }] }

function run(...actions: Parameters<typeof menuStackReducer>[1][]): MenuStackState {
  return actions.reduce(menuStackReducer, closedMenu)
}

// SPEC §2 "Navigation behaviour": the mobile menu is a stack of levels with a back arrow.
describe('menuStackReducer', () => {
  it('opens at the root level', () => {
    const state = run({ type: 'open' })
    expect(state).toEqual({ open: true, stack: [] })
    expect(currentLevel(state, root)).toBe(root)
  })

  it('enters levels and goes back one at a time', () => {
    const category: MenuLevel = {
      key: 'c',
      title: 'Finance',
      entries: [{ key: 'gl', label: 'General ledger', href: '/product/9' }],
    }
    const deep = run({ type: 'open' }, { type: 'push', level: products }, { type: 'push', level: category })
    expect(deep.stack.map((level) => level.key)).toEqual(['products', 'c'])
    expect(currentLevel(deep, root)).toBe(category)
    const back = menuStackReducer(deep, { type: 'back' })
    expect(currentLevel(back, root)).toBe(products)
    expect(menuStackReducer(menuStackReducer(back, { type: 'back' }), { type: 'back' }).stack).toEqual([])
  })

  it('ignores empty levels and pushes while closed', () => {
    expect(run({ type: 'push', level: products })).toEqual(closedMenu)
    const open = run({ type: 'open' })
    expect(menuStackReducer(open, { type: 'push', level: { key: 'x', title: 'X', entries: [] } })).toBe(open)
  })

  it('closing forgets the levels; toggling reopens at the root', () => {
    const deep = run({ type: 'open' }, { type: 'push', level: products })
    expect(menuStackReducer(deep, { type: 'close' })).toEqual(closedMenu)
    expect(menuStackReducer(deep, { type: 'toggle' })).toEqual(closedMenu)
    expect(run({ type: 'toggle' })).toEqual({ open: true, stack: [] })
  })
})

describe('mobileRootLevel', () => {
  const entries = buildNavEntries(
    [
      { displayName: '首页', pageAddress: '/' },
      {
        displayName: '产品',
        pageAddress: '/product',
        navigationName: 'product',
        bannerUrl: '/demo-assets/banner.svg',
        jumpBO: { jumpContentType: 'FORM', buttonTitle: '预约演示', formBO: { id: 1 } },
      },
      { displayName: '解决方案', pageAddress: '/solution', navigationName: 'solution' },
    ],
    [
      { title: '解决方案', industryList: [{ id: 7, name: '制造', solutions: [{ id: 70, name: '智能工厂' }] }] },
      {
        title: '产品与服务',
        productCategoryList: [
          {
            id: 1,
            name: '财务云',
            productList: [
              { id: 10, name: '总账' },
              { id: 11, name: '合并报表' },
            ],
          },
          { id: 2, name: '人力云', productList: [] },
        ],
      },
    ],
  )
  const level = mobileRootLevel(entries, 'Menu', 'View all')

  it('gives three levels where the data has them: menu → category → products', () => {
    const [home, product] = level.entries
    expect(home).toEqual({ key: expect.any(String), label: '首页', href: '/' })
    const categories = product?.next
    expect(categories?.entries.map((entry) => entry.label)).toEqual(['View all', '财务云', '人力云'])
    expect(categories?.entries[0]?.href).toBe('/product')
    const finance = categories?.entries[1]?.next
    expect(finance?.entries.map((entry) => [entry.label, entry.href])).toEqual([
      ['View all', '/product-category/1'],
      ['总账', '/product/10'],
      ['合并报表', '/product/11'],
    ])
    // A category without products is a plain link, not an empty level.
    expect(categories?.entries[2]).toMatchObject({ label: '人力云', href: '/product-category/2' })
    expect(categories?.entries[2]?.next).toBeUndefined()
  })

  it('pairs header data with its menu entry by title or by kind', () => {
    expect(entries[1]?.panel?.kind).toBe('products')
    expect(entries[2]?.panel?.kind).toBe('industries')
    expect(entries[2]?.panel?.groups[0]?.links[0]).toMatchObject({ label: '智能工厂', href: '/solution/70' })
    expect(entries[0]?.panel).toBeUndefined()
    // The entry's banner and its own action travel with its popover.
    expect(entries[1]?.panel).toMatchObject({ banner: '/demo-assets/banner.svg', jump: { buttonTitle: '预约演示' } })
    expect(entries[2]?.panel?.jump).toBeUndefined()
  })
})
