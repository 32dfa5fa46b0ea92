// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestIsland, scheduleIslands, type HydrateIsland } from '../../runtime/islands/schedule'

// Issue 13 / docs/architecture.md "Architecture": islands hydrate when they are needed, and what the visitor did before
// an island hydrated is not lost.

function island(name: string, when: string, inner = '<button type="button">open</button>'): HTMLElement {
  const element = document.createElement('div')
  element.setAttribute('data-island', name)
  element.setAttribute('data-island-when', when)
  element.innerHTML = inner
  document.body.append(element)
  return element
}

/** A stand-in for React's hydration: owns the element (its button counts clicks) once `release` runs. */
function controlledHydration() {
  const clicks: string[] = []
  const hydrated: string[] = []
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const hydrate: HydrateIsland = async (element, rootCreated) => {
    await gate
    element.querySelector('button')?.addEventListener('click', () => clicks.push(element.dataset.island ?? ''))
    rootCreated()
    hydrated.push(element.dataset.island ?? '')
  }
  return { hydrate, clicks, hydrated, release: () => release() }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('island schedule', () => {
  it('an interaction island waits for the visitor, and a click made while it loads runs once it has hydrated', async () => {
    const header = island('shell:site-header', 'interaction')
    const { hydrate, clicks, hydrated, release } = controlledHydration()
    await scheduleIslands(document, hydrate)
    expect(hydrated).toEqual([])

    const button = header.querySelector('button')!
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    button.click()
    expect(clicks).toEqual([])
    release()
    await vi.waitFor(() => expect(header.dataset.islandHydrated).toBe('true'))
    expect(clicks).toEqual(['shell:site-header'])
  })

  it('a click on a link is left to the browser, not replayed', async () => {
    const footer = island('shell:footer-qr', 'interaction', '<a href="#here">link</a><button type="button">qr</button>')
    const { hydrate, clicks, release } = controlledHydration()
    await scheduleIslands(document, hydrate)
    const link = footer.querySelector('a')!
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    link.click()
    release()
    await vi.waitFor(() => expect(footer.dataset.islandHydrated).toBe('true'))
    expect(clicks).toEqual([])
  })

  it("a click on what the application says acts alone (a jump button: the page's delegated listener) is not replayed", async () => {
    const carousel = island(
      'plain:carousel',
      'visible',
      '<button type="button" data-jump-target=\'{"jumpContentType":"FORM"}\'>demo</button>',
    )
    const { hydrate, clicks, release } = controlledHydration()
    const scheduled = scheduleIslands(document, hydrate, { actsWithoutIsland: 'a[href], [data-jump-target]' })
    const button = carousel.querySelector('button')!
    button.click()
    release()
    await scheduled
    await vi.waitFor(() => expect(carousel.dataset.islandHydrated).toBe('true'))
    expect(clicks).toEqual([])
  })

  it('load islands (and visible ones in view) hydrate with the page; demand islands when asked', async () => {
    island('shell:open-contact', 'load')
    island('block:tabs', 'visible')
    const modals = island('shell:shell-modals', 'demand')
    const { hydrate, hydrated, release } = controlledHydration()
    release()
    await scheduleIslands(document, hydrate)
    expect(hydrated.sort()).toEqual(['block:tabs', 'shell:open-contact'])
    requestIsland('shell:shell-modals')
    await vi.waitFor(() => expect(modals.dataset.islandHydrated).toBe('true'))
  })

  it('an island whose code fails is reported and leaves the others working', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = island('block:broken', 'load')
    const working = island('block:tabs', 'load')
    await scheduleIslands(document, async (element, rootCreated) => {
      if (element === broken) throw new Error('chunk failed')
      rootCreated()
    })
    expect(working.dataset.islandHydrated).toBe('true')
    expect(broken.dataset.islandHydrated).toBeUndefined()
    expect(errors).toHaveBeenCalledWith('Island "block:broken" could not start:', expect.any(Error))
    errors.mockRestore()
  })
})
