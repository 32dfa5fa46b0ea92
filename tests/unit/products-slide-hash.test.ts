import { describe, expect, it } from 'vitest'
import { slideIndexOfHash } from '../../ui/carousel/slide-hash'

// SPEC §2 /solution: the slide index lives in the URL hash (#2 opens the third slide).
describe('solution slide index from the URL hash', () => {
  it.each([
    { hash: '#2', count: 4, index: 2 },
    { hash: '#0', count: 4, index: 0 },
    { hash: '', count: 4, index: 0 },
    { hash: '#9', count: 4, index: 0 },
    { hash: '#-1', count: 4, index: 0 },
    { hash: '#abc', count: 4, index: 0 },
    { hash: '#3', count: 4, index: 3 },
  ])('$hash of $count slides → $index', ({ hash, count, index }) => {
    expect(slideIndexOfHash(hash, count)).toBe(index)
  })
})
