// The tolerant boundary (docs/contract.md reading rules; SPEC §3 activitySpeaker; issue "a backend that
// drifts never breaks a page"): a broken list item is dropped, a broken optional field is absent, one
// speaker object reads as a list of one, and only an unusable root is an error.
import { describe, expect, it } from 'vitest'
import { ApiValidationError, createApi, type Transport } from '../../site/api'
import { answerValidator, readAnswer } from '../../site/api/validate'
import { repairToSchema, wrapOneOrMany, type CompiledValidator } from '../../schemas/repair'

const speaker = { id: 7, avatar: '/a.png', name: '王伟', position: 'CTO' }
const activity = (extra: Record<string, unknown> = {}) => ({ id: 1, activityName: '发布会', ...extra })

describe('one speaker or many (SPEC §3 activityAgendas: activitySpeaker "with avatar, name, position")', () => {
  it('reads one speaker object in an activity detail as a list of one', () => {
    const answer = activity({ activityAgendas: [{ title: 'Keynote', activitySpeaker: speaker }] })
    const { value, repairs } = readAnswer('activity', answer)
    expect(value.activityAgendas?.[0]?.activitySpeaker).toEqual([speaker])
    expect(repairs).toEqual([])
  })

  it('does so inside every item of the activity list and the fixed activities', () => {
    const list = {
      data: [activity({ activityAgendas: [{ activitySpeaker: speaker }, { activitySpeaker: [speaker, speaker] }] })],
      total: 1,
    }
    const read = readAnswer('activityList', list).value
    expect(read.data[0]?.activityAgendas?.map((agenda) => agenda.activitySpeaker)).toEqual([
      [speaker],
      [speaker, speaker],
    ])
    const fixed = readAnswer('fixedActivities', [activity({ activityAgendas: [{ activitySpeaker: speaker }] })]).value
    expect(fixed[0]?.activityAgendas?.[0]?.activitySpeaker).toEqual([speaker])
  })

  it('leaves a list, null and an absent speaker as they are, and never modifies the answer it was given', () => {
    const answer = activity({
      activityAgendas: [{ activitySpeaker: speaker }, { activitySpeaker: null }, { title: 'Break' }],
    })
    const before = structuredClone(answer)
    const { value } = readAnswer('activity', answer)
    expect(value.activityAgendas?.map((agenda) => agenda.activitySpeaker)).toEqual([[speaker], null, undefined])
    expect(answer).toEqual(before)
  })

  it('wrapOneOrMany returns the same value when nothing matches', () => {
    const answer = activity({ activityAgendas: [{ activitySpeaker: [speaker] }] })
    expect(wrapOneOrMany(answer, ['/activityAgendas/*/activitySpeaker'])).toBe(answer)
  })
})

describe('a broken list item is dropped, the rest of the list stays', () => {
  it('drops the item without its required name and names its JSON path', () => {
    const list = { data: [activity({ id: 1 }), { id: 2 }, activity({ id: 3 })], total: 3 }
    const { value, repairs } = readAnswer('activityList', list)
    expect(value.data.map((item) => item.id)).toEqual([1, 3])
    expect(repairs).toEqual([
      { path: '/data/1', action: 'dropped item', problem: "must have required property 'activityName'" },
    ])
  })

  it('reports paths of the answer as sent, also when items are dropped over several rounds', () => {
    // Item 1 loses its required name in round 1 (wrong type removed), so it goes in round 2; item 3 goes in round 1.
    const list = {
      data: [
        activity({ id: 0 }),
        activity({ id: 1, activityName: 42 }),
        activity({ id: 2 }),
        'garbage',
        activity({ id: 4 }),
      ],
    }
    const { value, repairs } = readAnswer('activityList', list)
    expect(value.data.map((item) => item.id)).toEqual([0, 2, 4])
    expect(repairs.map((repair) => `${repair.action} ${repair.path}`).sort()).toEqual(
      ['dropped item /data/1', 'dropped item /data/3', 'removed field /data/1/activityName'].sort(),
    )
  })

  it('drops a broken entry of a top-level list (the site list)', () => {
    const sites = [{ id: 1, title: '中文', mark: 'cn', logo: '' }, { title: 'no id' }, null]
    const { value } = readAnswer('siteList', sites)
    expect(value).toEqual([sites[0]])
  })
})

describe('a broken optional field reads as absent', () => {
  it('removes a field of the wrong type and keeps its siblings', () => {
    const { value, repairs } = readAnswer('product', { id: 5, name: 'ERP', desc: { html: 'no' }, diagram: 'd.png' })
    expect(value).toEqual({ id: 5, name: 'ERP', diagram: 'd.png' })
    expect(repairs).toEqual([{ path: '/desc', action: 'removed field', problem: 'must be string,null' }])
  })

  it('cuts only the deepest broken value: a bad attachment costs the attachment, not the jump target', () => {
    const jumpBO = { jumpContentType: 'DOCUMENT', buttonTitle: 'Download', attachment: { files: 'not-a-list' } }
    const { value } = readAnswer('product', { id: 5, name: 'ERP', jumpBO })
    expect(value.jumpBO).toEqual({ jumpContentType: 'DOCUMENT', buttonTitle: 'Download', attachment: {} })
  })

  it('keeps unknown extra fields (the CMS adds fields over time)', () => {
    const { value, repairs } = readAnswer('product', { id: 5, name: 'ERP', newCmsField: { x: 1 } })
    expect(value).toEqual({ id: 5, name: 'ERP', newCmsField: { x: 1 } })
    expect(repairs).toEqual([])
  })

  it('returns a valid answer itself, uncopied', () => {
    const answer = { id: 5, name: 'ERP' }
    expect(readAnswer('product', answer).value).toBe(answer)
  })
})

describe('a number sent as text is read as the number (docs/contract.md: ids are numbers; it costs nothing)', () => {
  it('keeps an item whose id arrives as text, and reports the repair', () => {
    const { value, repairs } = readAnswer('product', { id: '1401', name: 'ERP' })
    expect(value).toEqual({ id: 1401, name: 'ERP' })
    expect(repairs).toEqual([{ path: '/id', action: 'read as number', problem: 'must be number' }])
  })

  it('keeps every list item and the total, and leaves the answer it was given as sent', () => {
    const answer = {
      data: [
        { id: '1601', title: 'a' },
        { id: 1602, title: 'b' },
      ],
      total: '2',
    }
    const before = structuredClone(answer)
    const { value, repairs } = readAnswer('newsList', answer)
    expect(value).toEqual({
      data: [
        { id: 1601, title: 'a' },
        { id: 1602, title: 'b' },
      ],
      total: 2,
    })
    expect(repairs.map((repair) => `${repair.action} ${repair.path}`).sort()).toEqual([
      'read as number /data/0/id',
      'read as number /total',
    ])
    expect(answer).toEqual(before)
  })

  it.each(['01601', '1e3', ' 1601', '1601 ', '0x641', '', '9007199254740993', 'NaN', 'Infinity', '1,601'])(
    'does not read %j as a number: the item goes, as any broken item does',
    (text) => {
      const { value, repairs } = readAnswer('newsList', {
        data: [
          { id: text, title: 'a' },
          { id: 2, title: 'b' },
        ],
      })
      expect(value.data).toEqual([{ id: 2, title: 'b' }])
      expect(repairs.map((repair) => repair.action)).toEqual(['removed field', 'dropped item'])
    },
  )
})

describe('a list longer than the contract allows is cut to its first items (docs/contract.md: a list’s "at most")', () => {
  const slide = (index: number) => ({ id: index + 1, title: `slide ${index + 1}`, image: `/s${index + 1}.png` })

  it('keeps the first 100 of 5,000 slides, reports one repair, and leaves the answer as sent', () => {
    const answer = [{ id: 1, moduleType: 'CAROUSEL', carouselOpt: Array.from({ length: 5000 }, (_, i) => slide(i)) }]
    const { value, repairs } = readAnswer('homepage', answer)
    expect(value[0]?.carouselOpt?.map((item) => item.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1))
    expect(repairs).toEqual([
      { path: '/0/carouselOpt', action: 'shortened list', problem: 'must NOT have more than 100 items' },
    ])
    expect(answer[0]?.carouselOpt).toHaveLength(5000)
  })

  it('cuts a root list too, instead of failing the call', () => {
    const { value, repairs } = readAnswer(
      'topNavigation',
      Array.from({ length: 150 }, (_, i) => ({ id: i + 1, displayName: `menu ${i + 1}` })),
    )
    expect(value).toHaveLength(100)
    expect(value.at(-1)?.id).toBe(100)
    expect(repairs.map((repair) => `${repair.action} ${repair.path || '(root)'}`)).toEqual(['shortened list (root)'])
  })

  it('then drops a broken item of what is left, named by its place in the answer as sent', () => {
    const slides: unknown[] = Array.from({ length: 120 }, (_, i) => slide(i))
    slides[3] = 42
    // Past the limit: cut before it is checked, so not reported as a broken item.
    slides[110] = 42
    const { value, repairs } = readAnswer('homepage', [{ id: 1, moduleType: 'CAROUSEL', carouselOpt: slides }])
    expect(value[0]?.carouselOpt).toHaveLength(99)
    expect(repairs.map((repair) => `${repair.action} ${repair.path}`)).toEqual([
      'shortened list /0/carouselOpt',
      'dropped item /0/carouselOpt/3',
    ])
  })

  it('leaves a list within its limit untouched', () => {
    const answer = [{ id: 1, moduleType: 'CAROUSEL', carouselOpt: Array.from({ length: 100 }, (_, i) => slide(i)) }]
    expect(readAnswer('homepage', answer)).toEqual({ value: answer, repairs: [] })
  })
})

describe('only an unusable root is an error', () => {
  it.each([
    ['a main item without its required name', { id: 1 }, "must have required property 'name'"],
    [
      'a main item whose required id has the wrong type',
      { id: 'one', name: 'ERP' },
      "must have required property 'id'",
    ],
    ['no data at all', null, 'must be object'],
    ['a list where an object belongs', [{ id: 1, name: 'ERP' }], 'must be object'],
  ])('%s throws ApiValidationError naming the call', (_, answer, message) => {
    const error = (() => {
      try {
        readAnswer('product', answer, 'GET /api/internal/product/1')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ApiValidationError)
    expect((error as ApiValidationError).message).toContain('Invalid answer of product (GET /api/internal/product/1)')
    expect((error as ApiValidationError).problems.map((problem) => problem.message)).toContain(message)
  })

  it('gives up on a validator that never agrees instead of looping', () => {
    const neverValid: CompiledValidator = Object.assign(() => false, {
      errors: [{ instancePath: '/x', keyword: 'type', params: {} }],
    })
    const outcome = repairToSchema(neverValid, { x: 1 })
    expect(outcome.ok).toBe(false)
  })
})

describe('the client logs what it cut and hands the pages the rest', () => {
  it('one log line naming the request and each JSON path', async () => {
    const errors: string[] = []
    const transport: Transport = async () =>
      new Response(JSON.stringify({ code: '200', data: { data: [activity({ id: 1 }), { id: 2 }] } }), { status: 200 })
    const api = createApi(transport, {
      validator: answerValidator,
      logger: { error: (message) => void errors.push(message) },
    })
    const page = await api.activityList({ siteId: 1, pageNo: 1, pageSize: 10 })
    expect(page.data.map((item) => item.id)).toEqual([1])
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('POST /api/internal/activity/list')
    expect(errors[0]).toContain("dropped item /data/1 (must have required property 'activityName')")
  })
})
