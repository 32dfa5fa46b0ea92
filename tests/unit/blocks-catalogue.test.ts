import type { PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { registry } from '../../blocks/registry.gen'
import { data } from '../../pages/blocks/+data'
import { buildI18nPayload } from '../../site/i18n/server'

// Whether the catalogue answers is the configuration's (BLOCK_CATALOGUE, tests/unit/server-config.test.ts):
// the page reads it from the server's settings, never from the environment itself (issue 22).
const pageContextWith = (blockCatalogue: boolean) =>
  ({
    i18n: buildI18nPayload('en'),
    serverSettings: { previewToken: null, blockCatalogue },
  }) as unknown as PageContextServer

describe('block catalogue /blocks (issue 2 §6: on in development, off in production unless enabled)', () => {
  it('with the catalogue on, lists every registered block, in registry order, from its example', () => {
    const { blocks, entries, title } = data(pageContextWith(true))
    const main = entries.flatMap((entry, index) => (entry.example === null ? [blocks[index]!] : []))
    expect(main.map((b) => b.type)).toEqual(Object.keys(registry))
    expect(blocks).toHaveLength(entries.length)
    expect(new Set(blocks.map((b) => b.id)).size).toBe(blocks.length)
    expect(title).toBe('Block catalogue')
  })

  it('with the catalogue off (production without BLOCK_CATALOGUE=1) answers 404', () => {
    expect(() => data(pageContextWith(false))).toThrow(
      expect.objectContaining({ _pageContextAbort: expect.objectContaining({ abortStatusCode: 404 }) }),
    )
  })
})
