import { describe, expect, it } from 'vitest'
import { block } from '../../blocks/descriptor'
import { blockIfAny, isNonEmpty } from '../../runtime/blocks/non-empty'

// Block schemas' "minItems": 1: a section with nothing to show is left out, never rendered empty.
describe('non-empty lists', () => {
  it('tells a list with an item from an empty one', () => {
    expect(isNonEmpty([])).toBe(false)
    expect(isNonEmpty([0])).toBe(true)
  })

  it('makes the block of a list with items, and no block of an empty list', () => {
    const slides = [{ id: 1, image: '/a.svg' }]
    expect(blockIfAny(slides, (items) => block('heroCarousel', 'h', { slides: items }))).toEqual([
      { type: 'heroCarousel', id: 'h', props: { slides } },
    ])
    expect(blockIfAny([], (items) => block('heroCarousel', 'h', { slides: items }))).toEqual([])
  })
})
