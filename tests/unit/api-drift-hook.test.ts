// Issue 24 "Recorded drift": the API client tells `onDrift` of every answer it repaired or rejected, with
// the JSON pointers of the answer as the backend sent it and the values found there, and not of a clean
// answer or of an answer without data (the backend's "not found").
import { describe, expect, it } from 'vitest'
import { ApiValidationError, createApi, type DriftEvent, type Transport } from '../../site/api'
import { valueAt } from '../../site/api/drift'
import { answerValidator } from '../../site/api/validate'

const quiet = { error: () => {} }

function clientAnswering(data: unknown) {
  const events: DriftEvent[] = []
  const transport: Transport = async () => new Response(JSON.stringify({ code: '200', data, message: 'ok' }))
  const api = createApi(transport, {
    validator: answerValidator,
    logger: quiet,
    onDrift: (event) => events.push(event),
  })
  return { api, events }
}

const activity = (id: number, extra: Record<string, unknown> = {}) => ({ id, activityName: `活动 ${id}`, ...extra })

describe('onDrift', () => {
  it('reports a repaired answer: each cut with its pointer, its outcome and the value as it arrived', async () => {
    const broken = { id: 2 }
    const cover = 42
    const data = { data: [activity(1), broken, activity(3, { coverMaterial: cover })], total: 3 }
    const { api, events } = clientAnswering(data)
    const read = await api.activityList({ siteId: 2, pageNo: 1, pageSize: 10, filter: { activityName: 'secret' } })
    expect(read.data.map((item) => item.id)).toEqual([1, 3])
    expect(events).toHaveLength(1)
    const [event] = events
    expect(event?.call).toBe('activityList')
    expect(event?.request).toMatchObject({ method: 'POST', path: '/activity/list' })
    expect(event?.drifts).toEqual([
      { pointer: '/data/1', outcome: 'dropped item', problem: expect.any(String), value: broken },
      { pointer: '/data/2/coverMaterial', outcome: 'removed field', problem: expect.any(String), value: cover },
    ])
    expect(Number.isFinite(event?.at)).toBe(true)
  })

  it('reports a rejected answer with the unusable root and its value', async () => {
    const { api, events } = clientAnswering(42)
    await expect(api.topNavigation(1)).rejects.toBeInstanceOf(ApiValidationError)
    expect(events).toHaveLength(1)
    expect(events[0]?.call).toBe('topNavigation')
    expect(events[0]?.drifts).toEqual([{ pointer: '', outcome: 'rejected', problem: expect.any(String), value: 42 }])
  })

  it('is not told of a clean answer, nor of an answer without data', async () => {
    const clean = clientAnswering({ data: [activity(1)], total: 1 })
    await clean.api.activityList({ siteId: 1, pageNo: 1, pageSize: 10 })
    const absent = clientAnswering(null)
    await expect(absent.api.activity(9)).rejects.toMatchObject({ absent: true })
    expect([...clean.events, ...absent.events]).toEqual([])
  })

  it('a failing hook costs the record, not the call', async () => {
    const logged: string[] = []
    const transport: Transport = async () =>
      new Response(JSON.stringify({ code: '200', data: { data: [{ activityName: null }, activity(2)], total: 2 } }))
    const api = createApi(transport, {
      validator: answerValidator,
      logger: { error: (line) => logged.push(line) },
      onDrift: () => {
        throw new Error('disk full')
      },
    })
    const read = await api.activityList({ siteId: 1, pageNo: 1, pageSize: 10 })
    expect(read.data.map((item) => item.id)).toEqual([2])
    expect(logged.join('\n')).toMatch(/recording drift failed: Error: disk full/)
  })
})

describe('valueAt', () => {
  it('follows a JSON pointer, with ~1 and ~0 escapes, and answers undefined past the answer', () => {
    const data = { 'a/b': [{ 'c~d': 'x' }] }
    expect(valueAt(data, '')).toBe(data)
    expect(valueAt(data, '/a~1b/0/c~0d')).toBe('x')
    expect(valueAt(data, '/a~1b/5/c~0d')).toBeUndefined()
    expect(valueAt(data, '/a~1b/0/c~0d/deeper')).toBeUndefined()
  })

  it('reads item 0 of a list the boundary made of a lone object as the object itself', () => {
    const speaker = { name: 5 }
    expect(valueAt({ agenda: { activitySpeaker: speaker } }, '/agenda/activitySpeaker/0')).toBe(speaker)
    expect(valueAt({ agenda: { activitySpeaker: speaker } }, '/agenda/activitySpeaker/0/name')).toBe(5)
  })
})
