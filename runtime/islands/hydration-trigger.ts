/**
 * When an island's code loads and hydrates (docs/architecture.md "Architecture"). The server writes the choice beside
 * each island (`data-island-when`); the page's startup code (runtime/islands/schedule.ts) acts on it.
 *
 * - `load`: at once — an island that acts without the visitor (opens a form on arrival).
 * - `idle`: once the browser has nothing else to do after the page started (`requestIdleCallback`).
 * - `visible`: when it comes near the viewport — interactive blocks (carousels play, filters filter).
 * - `interaction`: at the visitor's first pointer, touch or focus on it — the header's menus, the footer's
 *   QR codes; what the visitor did meanwhile (a click, a hover, a focus) is replayed once it has hydrated.
 * - `demand`: when the page's code asks for it — the modals, when a button asks for a form or a video.
 *
 * So a page whose blocks are all static loads no React at all until the visitor reaches for the header.
 */
export type HydrationTrigger = 'load' | 'idle' | 'visible' | 'interaction' | 'demand'

export const HYDRATION_TRIGGER_ATTRIBUTE = 'data-island-when'
/** Set on an island's wrapper once it has hydrated (tests and debugging read it). */
export const HYDRATED_ATTRIBUTE = 'data-island-hydrated'

export function isHydrationTrigger(value: string | null): value is HydrationTrigger {
  return value === 'load' || value === 'idle' || value === 'visible' || value === 'interaction' || value === 'demand'
}
