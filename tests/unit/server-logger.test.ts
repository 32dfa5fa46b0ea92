import { describe, expect, it } from 'vitest'
import { streamLogger } from '../../runtime/server/logger'

/** docs/running.md "Operations": one log line per request, written in batches (issue 13, throughput). */
function recordingStreams() {
  const writes: { stream: 'out' | 'err'; text: string }[] = []
  const flushes: (() => void)[] = []
  const logger = streamLogger(
    { write: (text: string) => writes.push({ stream: 'out', text }) },
    { write: (text: string) => writes.push({ stream: 'err', text }) },
    (flush) => flushes.push(flush),
  )
  return { logger, writes, flushes }
}

describe('streamLogger', () => {
  it('writes the info lines of one turn in one write, each on its own line', () => {
    const { logger, writes, flushes } = recordingStreams()
    logger.info('{"path":"/"}')
    logger.info('{"path":"/product"}')
    expect(writes).toEqual([])
    expect(flushes).toHaveLength(1)
    flushes[0]()
    expect(writes).toEqual([{ stream: 'out', text: '{"path":"/"}\n{"path":"/product"}\n' }])
  })

  it('schedules a new flush for the lines after a flush, and a second flush of nothing writes nothing', () => {
    const { logger, writes, flushes } = recordingStreams()
    logger.info('a')
    flushes[0]()
    flushes[0]()
    logger.info('b')
    expect(flushes).toHaveLength(2)
    flushes[1]()
    expect(writes.map((write) => write.text)).toEqual(['a\n', 'b\n'])
  })

  it('writes a warning or an error at once, after the info lines logged before it', () => {
    const { logger, writes } = recordingStreams()
    logger.info('request 1')
    logger.error('[page] /x: rendering failed')
    logger.warn('[api] slow')
    expect(writes).toEqual([
      { stream: 'out', text: 'request 1\n' },
      { stream: 'err', text: '[page] /x: rendering failed\n' },
      { stream: 'err', text: '[api] slow\n' },
    ])
  })

  it('writes what is pending when flushed by hand (the process exits)', () => {
    const { logger, writes } = recordingStreams()
    logger.info('last line')
    logger.flush()
    expect(writes).toEqual([{ stream: 'out', text: 'last line\n' }])
  })
})
