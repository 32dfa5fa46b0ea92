import { describe, expect, it } from 'vitest'
import { DEFAULT_FORMS, defaultFormId, isSupplierPath } from '../../runtime/actions/default-form'

// SPEC §7: the default form id depends on language and on the supplier path (cn, go1688, others).
describe('defaultFormId', () => {
  const config = { byMark: { cn: 11, en: 12 }, go1688: 13, other: 14 }

  it.each([
    ['cn', '/', 11],
    ['en', '/product/3', 12],
    ['cn', '/go1688', 13],
    ['en', '/go1688/supplier', 13],
    ['cn', '/go16880', 11],
    ['jp', '/', 14],
    [undefined, '/', 14],
  ] as const)('mark %s on %s → %i', (mark, path, id) => {
    expect(defaultFormId(mark, path, config)).toBe(id)
  })

  it('ships an id for both sites and the supplier area', () => {
    expect(defaultFormId('cn', '/')).toBe(DEFAULT_FORMS.byMark.cn)
    expect(defaultFormId('en', '/')).toBe(DEFAULT_FORMS.byMark.en)
    expect(defaultFormId('en', '/go1688/purchaser')).toBe(DEFAULT_FORMS.go1688)
  })

  it('recognises the supplier area by path segment', () => {
    expect(isSupplierPath('/go1688')).toBe(true)
    expect(isSupplierPath('/go1688/purchaser')).toBe(true)
    expect(isSupplierPath('/about/go1688')).toBe(false)
  })
})
