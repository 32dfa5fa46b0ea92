import { describe, expect, it } from 'vitest'
import { subListColumns } from '../../site/shell/menu-layout'

// SPEC §9 "Menu sub-list layout thresholds: 6 and 7 children; narrow screens below 1680".
describe('subListColumns', () => {
  it.each([
    [0, 1, 1],
    [6, 1, 1],
    [7, 1, 2],
    [8, 2, 2],
    [20, 2, 2],
  ])('%i children → %i column(s) wide, %i narrow', (count, wide, narrow) => {
    expect(subListColumns(count, 'wide')).toBe(wide)
    expect(subListColumns(count, 'narrow')).toBe(narrow)
  })
})
