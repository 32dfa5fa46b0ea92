import { describe, expect, it } from 'vitest'
import { pageDescription, pageTitle } from '../../site/page-meta'

// Issue 2 §4: <title> and meta description per page, from +data's title/description, site name fallback.

const site = { title: '简体中文' }
const i18n = { lang: 'zh' as const, resources: { 'common.siteName': '云启数智', 'common.siteDescription': '站点简介' } }

describe('pageTitle', () => {
  it.each([
    [{ data: { title: '产品中心' }, site, i18n }, '产品中心 - 云启数智'],
    [{ data: { title: '  产品\n中心 ' }, site, i18n }, '产品 中心 - 云启数智'],
    [{ data: { title: '云启数智' }, site, i18n }, '云启数智'],
    [{ data: { blocks: [] }, site, i18n }, '云启数智'],
    [{ data: undefined, site, i18n }, '云启数智'],
    [{ data: { title: 42 }, site, i18n }, '云启数智'],
    [{ data: { title: '产品中心' }, site, i18n: { lang: 'zh' as const, resources: {} } }, '产品中心 - 简体中文'],
    [{ data: { title: '产品中心' }, site: null, i18n: null }, '产品中心'],
  ])('%j → %j', (pageContext, expected) => {
    expect(pageTitle(pageContext)).toBe(expected)
  })
})

describe('pageDescription', () => {
  it('prefers the page description, then the site description string', () => {
    expect(pageDescription({ data: { description: '产品描述' }, i18n })).toBe('产品描述')
    expect(pageDescription({ data: { description: '' }, i18n })).toBe('站点简介')
    expect(pageDescription({ data: {}, i18n: null })).toBeNull()
  })
})
