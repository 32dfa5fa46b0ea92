import { describe, expect, it } from 'vitest'
import { readConfig } from '../../site/server/config'
import { supplierRedirectTarget } from '../../site/server/supplier-redirect'

const site = 'https://supplier.example.com'

describe('SUPPLIER_SITE_URL redirect (SPEC §2 /go1688)', () => {
  it.each([
    ['/go1688', '', `${site}`],
    ['/go1688/', '', `${site}/`],
    ['/go1688/supplier', '?x=1', `${site}/supplier?x=1`],
    ['/go1688/purchaser/a/b', '?q=%20&y', `${site}/purchaser/a/b?q=%20&y`],
  ])('%s%s → %s', (path, search, target) => {
    expect(supplierRedirectTarget(site, path, search)).toBe(target)
  })

  it('keeps a base path of the configured URL, with or without its trailing slash', () => {
    expect(supplierRedirectTarget('https://s.example/portal/', '/go1688/supplier', '')).toBe(
      'https://s.example/portal/supplier',
    )
    expect(supplierRedirectTarget('https://s.example/portal', '/go1688', '?a=1')).toBe('https://s.example/portal?a=1')
  })

  it.each([
    ['/go1688//evil.example'],
    ['/go1688/\\evil.example'],
    ['/go1688/@evil.example'],
    ['/go1688/..//evil.example'],
    ['/go1688%2f%2fevil.example'],
  ])('never leaves the configured origin: %s', (path) => {
    const target = supplierRedirectTarget(site, path, '')
    if (target !== null) expect(new URL(target).origin).toBe(site)
  })

  it('leaves other paths alone', () => {
    for (const path of ['/', '/go16880', '/go1688.html', '/ai', '/x/go1688'])
      expect(supplierRedirectTarget(site, path, '')).toBeNull()
  })

  it('is read from SUPPLIER_SITE_URL; unset renders the pages here; a bad value stops start-up', () => {
    expect(readConfig({}).supplierSiteUrl).toBeNull()
    expect(readConfig({ SUPPLIER_SITE_URL: ' https://s.example ' }).supplierSiteUrl).toBe('https://s.example')
    expect(() => readConfig({ SUPPLIER_SITE_URL: 'javascript:alert(1)' })).toThrow(/SUPPLIER_SITE_URL/)
    expect(() => readConfig({ SUPPLIER_SITE_URL: 'supplier.example.com' })).toThrow(/absolute URL/)
    expect(() => readConfig({ SUPPLIER_SITE_URL: 'https://s.example/?x=1' })).toThrow(/query/)
  })
})
