import { describe, expect, it } from 'vitest'
import { defaultFormId, isSupplierPath } from '../../site/actions/default-form'
import { parseDefaultFormIds } from '../../site/settings'
import { DEMO_SITE_SETTINGS } from '../../content/site-settings'

// SPEC §7: the default form id depends on language and on the supplier path (cn, go1688, others).
describe('defaultFormId', () => {
  const config = { byMark: { cn: 11, en: 12 }, go1688: 13, go1688ByMark: {}, other: 14 }

  it.each([
    ['cn', '/', 11],
    ['en', '/product/3', 12],
    ['cn', '/go1688', 13],
    ['en', '/go1688/supplier', 13],
    ['cn', '/go16880', 11],
    ['jp', '/', 14],
    [undefined, '/', 14],
    ['constructor', '/', 14],
  ] as const)('mark %s on %s → %i', (mark, path, id) => {
    expect(defaultFormId(mark, path, config)).toBe(id)
  })

  it("gives a site its own go1688 form where one is configured (DEFAULT_FORM_IDS go1688.<mark>), the area's otherwise", () => {
    const perLanguage = { ...config, go1688ByMark: { en: 15 } }
    expect(defaultFormId('en', '/go1688/purchaser', perLanguage)).toBe(15)
    expect(defaultFormId('cn', '/go1688/purchaser', perLanguage)).toBe(13)
    expect(defaultFormId('toString', '/go1688', perLanguage)).toBe(13)
    expect(defaultFormId('en', '/', perLanguage)).toBe(12)
  })

  it('reads a site mark named __proto__ from DEFAULT_FORM_IDS like any other', () => {
    const config = parseDefaultFormIds('cn=1,__proto__=5,go1688=3,go1688.__proto__=6')
    expect(defaultFormId('__proto__', '/', config)).toBe(5)
    expect(defaultFormId('__proto__', '/go1688', config)).toBe(6)
    expect(defaultFormId('cn', '/go1688', config)).toBe(3)
  })

  it("the demo settings open the demo consult forms of both sites and the supplier area's in each language", () => {
    const demo = DEMO_SITE_SETTINGS.defaultForms
    expect([
      defaultFormId('cn', '/', demo),
      defaultFormId('en', '/', demo),
      defaultFormId('cn', '/go1688/purchaser', demo),
      defaultFormId('en', '/go1688/purchaser', demo),
      defaultFormId('jp', '/', demo),
      defaultFormId('jp', '/go1688', demo),
    ]).toEqual([1, 2, 3, 4, 2, 3])
  })

  it('recognises the supplier area by path segment', () => {
    expect(isSupplierPath('/go1688')).toBe(true)
    expect(isSupplierPath('/go1688/purchaser')).toBe(true)
    expect(isSupplierPath('/about/go1688')).toBe(false)
  })
})
