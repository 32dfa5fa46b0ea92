import type { PageContextServer } from 'vike/types'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registry } from '../../blocks/registry.gen'
import { data } from '../../pages/blocks/+data'
import { buildI18nPayload } from '../../site/i18n'

const pageContext = { i18n: buildI18nPayload('en') } as unknown as PageContextServer

afterEach(() => vi.unstubAllEnvs())

describe('block catalogue /blocks (issue 2 §6: on in development, off in production unless enabled)', () => {
  it('in development lists every registered block, in registry order, from its example', () => {
    vi.stubEnv('PROD', false)
    const { blocks, entries, title } = data(pageContext)
    const main = entries.flatMap((entry, index) => (entry.example === null ? [blocks[index]!] : []))
    expect(main.map((b) => b.type)).toEqual(Object.keys(registry))
    expect(blocks).toHaveLength(entries.length)
    expect(new Set(blocks.map((b) => b.id)).size).toBe(blocks.length)
    expect(title).toBe('Block catalogue')
  })

  it('in production answers 404', () => {
    vi.stubEnv('PROD', true)
    vi.stubEnv('BLOCK_CATALOGUE', '')
    expect(() => data(pageContext)).toThrow(
      expect.objectContaining({ _pageContextAbort: expect.objectContaining({ abortStatusCode: 404 }) }),
    )
  })

  it('in production with BLOCK_CATALOGUE=1 lists the blocks', () => {
    vi.stubEnv('PROD', true)
    vi.stubEnv('BLOCK_CATALOGUE', '1')
    expect(data(pageContext).blocks.length).toBeGreaterThanOrEqual(Object.keys(registry).length)
  })
})
