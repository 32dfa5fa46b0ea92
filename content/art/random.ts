/** Deterministic randomness for the demo's art: the same key always draws the same picture. */

/** FNV-1a hash of a key (e.g. `news-612`), the seed of that item's picture. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export interface Random {
  /** A number in [0, 1). */
  next(): number
  /** A number in [min, max). */
  range(min: number, max: number): number
  /** An integer in [0, count). */
  int(count: number): number
  pick<T>(items: readonly T[]): T
}

/** mulberry32: small, fast and well spread, so neighbouring ids still look unrelated. */
export function randomFor(key: string): Random {
  let state = hashKey(key)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (count) => Math.floor(next() * count),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)]!
    },
  }
}

/** Rounds a coordinate for the SVG text: one decimal keeps files small and shapes smooth. */
export function r1(value: number): string {
  return String(Math.round(value * 10) / 10)
}
