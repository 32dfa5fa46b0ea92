import { describe, expect, it } from 'vitest'
import { recordNumberText, recordSuffixForHost } from '../../site/shell/record-number'

// SPEC §9 "Footer site record number by domain: 3, 4, 5".
describe('recordSuffixForHost', () => {
  const hosts = { cn: 'www.example.cn', en: 'en.example.com' }
  it.each([
    ['www.example.cn', 3],
    ['WWW.EXAMPLE.CN:8443', 3],
    ['en.example.com', 4],
    ['mirror.example.net', 5],
    ['', 5],
  ])('%s → -%i', (host, suffix) => {
    expect(recordSuffixForHost(host, hosts)).toBe(suffix)
  })

  it('appends the suffix to the filing number, or shows nothing without one', () => {
    expect(recordNumberText('京ICP备18012345号', 4)).toBe('京ICP备18012345号-4')
    expect(recordNumberText('', 4)).toBe('')
  })
})
