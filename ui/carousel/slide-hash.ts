/**
 * SPEC §2 /solution: the industry slide index lives in the URL hash (`#2` is the third slide). An absent,
 * malformed or out-of-range hash means the first slide.
 */
export function slideIndexOfHash(hash: string, slideCount: number): number {
  const match = /^#?(\d+)$/.exec(hash)
  const index = match ? Number(match[1]) : 0
  return index < slideCount ? index : 0
}

/** The hash of a slide index, replacing the current history entry (moving the carousel adds no history). */
export function writeSlideHash(index: number): void {
  if (window.location.hash === `#${index}`) return
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${index}`)
}
