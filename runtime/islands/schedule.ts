import {
  HYDRATED_ATTRIBUTE,
  HYDRATION_TRIGGER_ATTRIBUTE,
  isHydrationTrigger,
  type HydrationTrigger,
} from './hydration-trigger'
import { ISLAND_ATTRIBUTE } from './island-data'

/**
 * Hydrates one island: loads its code, calls `rootCreated` as soon as React owns the element (from then on
 * React replays what the visitor does itself), and resolves once the island has hydrated.
 */
export type HydrateIsland = (element: HTMLElement, rootCreated: () => void) => Promise<void>

/** How far outside the viewport a `visible` island starts loading, so it is ready when it scrolls in. */
const VISIBLE_MARGIN_PX = 200
/** An `idle` island wakes after this long at the latest, however busy the page is. */
const IDLE_TIMEOUT_MS = 2000
const WAKING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

let wakeByName: ((name: string) => void) | undefined
const wokenEarly = new Set<string>()
/** Every island scheduled so far: the page's, and those of content replaced later (a live preview's). */
const scheduled: IslandWaker[] = []

/**
 * Asks for the islands named `name` to hydrate now (a `demand` island: the modals when a button asks for a
 * form). Asked before the page's islands are scheduled, it waits for them.
 */
export function requestIsland(name: string): void {
  if (wakeByName) wakeByName(name)
  else wokenEarly.add(name)
}

export interface ScheduleOptions {
  /**
   * Elements that act without their island's code (default: links, which the browser follows). A click on
   * one is not replayed after hydration, where it would act twice. The application adds its own, such as
   * buttons handled by a delegated listener.
   */
  actsWithoutIsland?: string
}

/**
 * Schedules every island in `root` (the document, or content that replaced a part of it) by its trigger (runtime/islands/hydration-trigger.ts). Resolves once
 * the islands that start with the page (`load`, and `visible` ones already near the viewport) have
 * hydrated; the others wake later, each on its own.
 */
export function scheduleIslands(
  root: ParentNode,
  hydrate: HydrateIsland,
  options: ScheduleOptions = {},
): Promise<void> {
  const actsAlone = options.actsWithoutIsland ?? 'a[href]'
  const islands = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map(
    (element) => new IslandWaker(element, hydrate, actsAlone),
  )
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue
              observer?.unobserve(entry.target)
              islands.find((island) => island.element === entry.target)?.wake()
            }
          },
          { rootMargin: `${VISIBLE_MARGIN_PX}px 0px` },
        )
      : undefined

  const atStart: Array<Promise<void>> = []
  for (const island of islands) {
    switch (island.trigger) {
      case 'load':
        atStart.push(island.wake())
        break
      case 'idle':
        island.wakeOnInteraction()
        whenIdle(() => void island.wake())
        break
      case 'visible':
        island.wakeOnInteraction()
        if (!observer || nearViewport(island.element)) atStart.push(island.wake())
        else observer.observe(island.element)
        break
      case 'interaction':
        island.wakeOnInteraction()
        break
      case 'demand':
        break
    }
  }
  scheduled.push(...islands)
  wakeByName = (name) => {
    for (const island of scheduled) if (island.name === name && island.element.isConnected) void island.wake()
  }
  for (const name of wokenEarly) wakeByName(name)
  wokenEarly.clear()
  return Promise.all(atStart).then(() => undefined)
}

/** After the browser's current work: `requestIdleCallback` where there is one (not in Safari), else the next task. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(run, 0)
}

function nearViewport(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect()
  return box.bottom >= -VISIBLE_MARGIN_PX && box.top <= window.innerHeight + VISIBLE_MARGIN_PX
}

/**
 * One island on its way to hydration. Until its code owns it, what the visitor does on it has no handler:
 * clicks on buttons are kept and dispatched again once it has hydrated, and a pointer resting on it or a
 * focus inside it is announced again, so a menu opens as if the island had been there all along. (Links
 * and jump buttons need no replay: they act without the island.)
 */
class IslandWaker {
  readonly name: string
  readonly trigger: HydrationTrigger
  private hydration: Promise<void> | undefined
  private owned = false
  private readonly clicked: Element[] = []
  private pointedAt: Element | null = null

  constructor(
    readonly element: HTMLElement,
    private readonly hydrate: HydrateIsland,
    private readonly actsAlone: string,
  ) {
    this.name = element.getAttribute(ISLAND_ATTRIBUTE) ?? ''
    const trigger = element.getAttribute(HYDRATION_TRIGGER_ATTRIBUTE)
    this.trigger = isHydrationTrigger(trigger) ? trigger : 'load'
  }

  wakeOnInteraction(): void {
    const onWakingEvent = (event: Event): void => {
      if (this.owned) return
      if (event.type === 'pointerover' && event.target instanceof Element) this.pointedAt = event.target
      void this.wake()
    }
    const onClick = (event: Event): void => {
      if (this.owned || !(event.target instanceof Element)) return
      // Links (and what the application names) act without the island; replayed, they would act twice.
      if (event.target.closest(this.actsAlone)) return
      this.clicked.push(event.target)
      void this.wake()
    }
    for (const type of WAKING_EVENTS) {
      this.element.addEventListener(type, onWakingEvent, { capture: true, passive: true })
    }
    this.element.addEventListener('click', onClick, { capture: true })
  }

  wake(): Promise<void> {
    this.hydration ??= this.hydrate(this.element, () => {
      this.owned = true
    }).then(
      () => {
        this.element.setAttribute(HYDRATED_ATTRIBUTE, 'true')
        this.replay()
      },
      (error: unknown) => console.error(`Island "${this.name}" could not start:`, error),
    )
    return this.hydration
  }

  private replay(): void {
    const hovered = this.pointedAt
    if (hovered?.isConnected && hovered.matches(':hover')) {
      hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }))
    }
    const focused = document.activeElement
    if (focused && focused !== document.body && this.element.contains(focused)) {
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
    }
    for (const target of this.clicked.splice(0)) {
      if (target.isConnected) {
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }))
      }
    }
  }
}
