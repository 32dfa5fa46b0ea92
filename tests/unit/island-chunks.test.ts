import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { registry } from '../../blocks/registry.gen'
import { islandKindOf } from '../../runtime/blocks/define-block'
import { blockIslandName, plainBlockIslandName } from '../../runtime/islands/island-data'
import {
  ISLAND_HYDRATION_MODULE,
  islandModule,
  islandPreloadModules,
  PLAIN_ISLANDS_MODULE,
} from '../../pages/island-modules'
import { moduleFiles } from '../../runtime/islands/island-chunks'

// Issue 13: "modulepreload for the page's island chunks".
describe('island modules', () => {
  it("name every island block's module (from its definition), and the shell's islands' one module", () => {
    for (const [type, definition] of Object.entries(registry)) {
      if (definition.hydrate === 'none') continue
      // A React island's code is its component; a plain island's (issue 26), its mount, and no component.
      const plain = islandKindOf(definition) === 'plain'
      const module = islandModule(plain ? plainBlockIslandName(type) : blockIslandName(type))
      expect(module && existsSync(module), `${type} → ${module}`).toBe(true)
      expect(module?.endsWith('.mount.ts'), `${type} → ${module}`).toBe(plain)
      if (plain) expect(islandModule(blockIslandName(type)), type).toBeUndefined()
    }
    expect(islandModule('shell:site-header')).toBe('site/shell/islands.tsx')
    // Issue 23: a preview's bar is a module of its own, preloaded by previews only.
    expect(islandModule('preview:bar')).toBe('site/shell/preview-bar-island.tsx')
    expect(existsSync('site/shell/preview-bar-island.tsx')).toBe(true)
    expect(existsSync(ISLAND_HYDRATION_MODULE)).toBe(true)
    expect(islandModule('other')).toBeUndefined()
  })

  it('are preloaded with the hydration module first, and not at all when no island wakes at once', () => {
    expect(islandPreloadModules(['block:mediaDetail'])).toEqual([
      ISLAND_HYDRATION_MODULE,
      'blocks/media-detail/media-detail.tsx',
    ])
    expect(islandPreloadModules([])).toEqual([])
  })

  it('preload a plain island (a carousel) without React, and the plain islands module once', () => {
    expect(islandModule('plain:carousel')).toBe(PLAIN_ISLANDS_MODULE)
    expect(existsSync(PLAIN_ISLANDS_MODULE)).toBe(true)
    expect(islandPreloadModules(['plain:carousel', 'plain:carousel'])).toEqual([PLAIN_ISLANDS_MODULE])
    expect(islandPreloadModules(['plain:carousel', 'block:mediaDetail'])).toEqual([
      ISLAND_HYDRATION_MODULE,
      PLAIN_ISLANDS_MODULE,
      'blocks/media-detail/media-detail.tsx',
    ])
  })

  it("preload a plain block's mount after the plain islands module that starts it, without React (issue 26)", () => {
    expect(islandPreloadModules(['plain:block:enrolBar', 'plain:carousel'])).toEqual([
      PLAIN_ISLANDS_MODULE,
      'blocks/enrol-bar/enrol-bar.mount.ts',
    ])
    expect(islandPreloadModules(['plain:block:enrolBar', 'block:mediaDetail'])).toEqual([
      ISLAND_HYDRATION_MODULE,
      PLAIN_ISLANDS_MODULE,
      'blocks/enrol-bar/enrol-bar.mount.ts',
      'blocks/media-detail/media-detail.tsx',
    ])
  })
})

describe('module files', () => {
  it("list each module's file and its static imports, each file once", () => {
    const manifest = {
      'pages/island-hydration.ts': { file: 'assets/hydrate.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_swiper.js': { file: 'assets/swiper.js', imports: ['_react.js'] },
      'blocks/hero-carousel/hero-carousel.tsx': { file: 'assets/hero.js', imports: ['_swiper.js', '_react.js'] },
      'blocks/tabs/tabs.tsx': { file: 'assets/tabs.js', imports: ['_react.js'] },
    }
    expect(
      moduleFiles(manifest, [
        'pages/island-hydration.ts',
        'blocks/hero-carousel/hero-carousel.tsx',
        'blocks/tabs/tabs.tsx',
        'blocks/unknown/unknown.tsx',
      ]),
    ).toEqual(['assets/hydrate.js', 'assets/react.js', 'assets/hero.js', 'assets/swiper.js', 'assets/tabs.js'])
  })
})
