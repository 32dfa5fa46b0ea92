import { describe, expect, it } from 'vitest'
import { describeError } from '../../runtime/describe-error'

// Issue 25 paper cut: a failed delivery or proxy call says why, not only "fetch failed".
describe('describeError', () => {
  it('names the error and its causes, as Node fetch nests them', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' })
    expect(describeError(new TypeError('fetch failed', { cause: refused }))).toBe(
      'TypeError: fetch failed (Error: connect ECONNREFUSED 127.0.0.1:9)',
    )
  })

  it('reads a value that is no error as text, and stops after three causes', () => {
    expect(describeError('boom')).toBe('boom')
    let error = new Error('level 0')
    for (let level = 1; level <= 5; level++) error = new Error(`level ${level}`, { cause: error })
    expect(describeError(error)).toBe('Error: level 5 (Error: level 4) (Error: level 3) (Error: level 2)')
  })
})
