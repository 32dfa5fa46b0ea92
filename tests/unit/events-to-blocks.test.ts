import { describe, expect, it } from 'vitest'
import type { Activity, MultimediaResource } from '../../schemas/api.gen'
import { dayRangeMs, filterQueryString, rangeToApply, readFilterQuery } from '../../mapping/list-filter-query'
import { activityFilter, ACTIVITY_TYPES, toBlocks as activityListBlocks } from '../../pages/activity/to-blocks'
import { toBlocks as activityDetailBlocks } from '../../pages/activity/@id/to-blocks'
import { mediaFilter, toBlocks as mediaListBlocks } from '../../pages/media/to-blocks'
import { toBlocks as mediaDetailBlocks } from '../../pages/media/@id/to-blocks'

const t = (key: string) => `«${key}»`
/** The site's time zone of these tests (SITE_TIME_ZONE's default). */
const ZONE = 'Asia/Shanghai'
const files = (url: string) => ({ files: [{ url, type: 'image', name: url }] })

describe('filter state in the URL query (SPEC §2 /activity, /media)', () => {
  it('reads a shared query, dropping malformed values and a half date range (SPEC §5)', () => {
    expect(
      readFilterQuery({ from: '2026-05-01', to: '2026-05-31', place: '上海', type: '展会', q: ' ERP ', view: 'rows' }),
    ).toEqual({ from: '2026-05-01', to: '2026-05-31', place: '上海', type: '展会', q: 'ERP', view: 'rows' })
    expect(readFilterQuery({ from: '2026-05-01', view: 'grid', q: '' })).toEqual({})
    expect(readFilterQuery({ from: '2026-06-01', to: '2026-05-01' })).toEqual({ from: '2026-05-01', to: '2026-06-01' })
    expect(readFilterQuery({ from: 'yesterday', to: '2026-05-01' })).toEqual({})
  })
  it('writes the query back, empty values left out', () => {
    expect(filterQueryString({ from: '2026-05-01', to: '2026-05-31', q: 'AI 助手' })).toBe(
      '?from=2026-05-01&to=2026-05-31&q=AI+%E5%8A%A9%E6%89%8B',
    )
    expect(filterQueryString({})).toBe('')
  })
  it('SPEC §5: the range applies only with both ends, and can be cleared', () => {
    expect(rangeToApply('2026-05-01', '')).toBeUndefined()
    expect(rangeToApply('', '2026-05-01')).toBeUndefined()
    expect(rangeToApply('', '')).toEqual({})
    expect(rangeToApply('2026-05-01', '2026-05-03')).toEqual({ from: '2026-05-01', to: '2026-05-03' })
  })
  it("SPEC §3: dates are epoch ms at the start of the first and the end of the last day, in the site's zone", () => {
    expect(dayRangeMs('2026-05-01', '2026-05-03', 'Asia/Shanghai')).toEqual({
      startDate: Date.UTC(2026, 3, 30, 16),
      endDate: Date.UTC(2026, 4, 3, 16) - 1,
    })
    // A day of a daylight-saving change is 23 or 25 hours long; the range still ends at the next midnight.
    expect(dayRangeMs('2026-03-08', '2026-03-08', 'America/New_York')).toEqual({
      startDate: Date.UTC(2026, 2, 8, 5),
      endDate: Date.UTC(2026, 2, 9, 4) - 1,
    })
    expect(dayRangeMs('2026-11-01', '2026-11-01', 'America/New_York')).toEqual({
      startDate: Date.UTC(2026, 10, 1, 4),
      endDate: Date.UTC(2026, 10, 2, 5) - 1,
    })
  })
})

describe('SPEC §2 /activity to blocks', () => {
  const activity = (id: number, extra: Partial<Activity> = {}): Activity => ({
    id,
    activityName: `Event ${id}`,
    activityTimeStr: '2026/05/18 09:00-17:00',
    startDate: '2026-05-18 09:00:00',
    coverMaterial: files(`/c${id}.svg`),
    activityPlace: 'Shanghai',
    activityType: 'Seminar',
    activityIntroduction: '<p>One day <b>on</b> AI.</p>',
    ...extra,
  })
  const payload = {
    siteId: 1,
    heading: { title: '品牌活动', desc: '峰会与研讨会' },
    fixed: [activity(1), activity(2, { coverMaterial: { files: [] } })],
    places: ['上海', '北京'],
    timeZone: ZONE,
    pageNo: 3,
    path: '/activity',
    firstPage: { data: [activity(3)], total: 23 },
    values: { place: '上海', type: '研讨会', q: 'ERP', from: '2026-05-01', to: '2026-05-02' },
  }

  it('heading, 8000 ms fixed-activity carousel, filters with the eight types, the 10-a-page list', () => {
    const blocks = activityListBlocks(payload, t)
    expect(blocks.map((b) => b.type)).toEqual(['pageHeading', 'heroCarousel', 'listFilters', 'pagedList'])
    expect(blocks[0]!.props).toEqual({ title: '品牌活动', desc: '峰会与研讨会' })
    expect(blocks[1]!.props).toEqual({
      autoplayMs: 8000,
      slides: [
        {
          id: 1,
          title: 'Event 1',
          desc: '2026/05/18 09:00-17:00',
          image: '/c1.svg',
          jump: { jumpContentType: 'URL', buttonTitle: '«events.carousel.more»', buttonLink: '/activity/1' },
        },
      ],
    })
    const filters = blocks[2]!.props as { types: { value: string; label: string }[]; places: string[] }
    expect(filters.types.map((type) => type.value)).toEqual([...ACTIVITY_TYPES])
    expect(filters.types).toHaveLength(8)
    expect(filters.types[0]).toEqual({ value: '产品发布会', label: '«events.type.产品发布会»' })
    expect(filters.places).toEqual(['上海', '北京'])
    expect(blocks[2]!.props).toMatchObject({ path: '/activity', values: payload.values })
    expect(blocks[3]!.props).toEqual({
      source: {
        kind: 'activities',
        siteId: 1,
        query: {
          ...dayRangeMs('2026-05-01', '2026-05-02', ZONE),
          places: ['上海'],
          activityTypes: ['研讨会'],
          activityName: 'ERP',
        },
      },
      items: [
        {
          id: 3,
          title: 'Event 3',
          desc: '2026/05/18 09:00-17:00',
          image: '/c3.svg',
          date: '2026-05-18',
          href: '/activity/3',
          tags: ['Shanghai', 'Seminar'],
          summary: 'One day on AI.',
        },
      ],
      total: 23,
      // The page the URL asked for; the pager's links keep the filter state.
      pageNo: 3,
      links: {
        path: '/activity',
        query: { from: '2026-05-01', to: '2026-05-02', place: '上海', type: '研讨会', q: 'ERP' },
      },
      pageSize: 10,
      mobilePageSize: 10,
      perRow: { desktop: 2, mobile: 1 },
      view: 'cards',
    })
  })
  it('the list toggle shows one row per item; no fixed activity means no carousel; a missing heading falls back', () => {
    const blocks = activityListBlocks({ ...payload, heading: null, fixed: [], values: { view: 'rows' } }, t)
    expect(blocks.map((b) => b.type)).toEqual(['pageHeading', 'listFilters', 'pagedList'])
    expect(blocks[0]!.props).toEqual({ title: '«events.activities.title»' })
    expect(blocks[2]!.props).toMatchObject({ perRow: { desktop: 1, mobile: 1 }, view: 'rows', source: { query: {} } })
  })
  it('an empty filter sends an empty activity filter', () => {
    expect(activityFilter({}, ZONE)).toEqual({})
  })
})

describe('SPEC §2 /media to blocks', () => {
  const resource = (id: number): MultimediaResource => ({
    id,
    titleContent: `Video ${id}`,
    createdAt: '2026-04-02 10:00:00',
    coverMaterial: files(`/m${id}.svg`),
  })
  it('heading, carousel linking to /media/{id}, date/type/keyword filters, the list', () => {
    const blocks = mediaListBlocks(
      {
        siteId: 2,
        heading: null,
        carousel: [resource(1)],
        types: ['Video', 'Live'],
        firstPage: { data: [resource(5)], total: 1 },
        values: { type: 'Video', q: 'MES' },
        timeZone: ZONE,
        pageNo: 1,
        path: '/media',
      },
      t,
    )
    expect(blocks.map((b) => b.type)).toEqual(['pageHeading', 'heroCarousel', 'listFilters', 'pagedList'])
    expect(blocks[1]!.props).toMatchObject({
      autoplayMs: 8000,
      slides: [{ id: 1, jump: { jumpContentType: 'URL', buttonLink: '/media/1' } }],
    })
    expect(blocks[2]!.props).toEqual({
      kind: 'media',
      types: [
        { value: 'Video', label: 'Video' },
        { value: 'Live', label: 'Live' },
      ],
      values: { type: 'Video', q: 'MES' },
      path: '/media',
    })
    expect(blocks[3]!.props).toMatchObject({
      pageNo: 1,
      links: { path: '/media', query: { type: 'Video', q: 'MES' } },
      source: { kind: 'media', siteId: 2, query: { resourceTypes: ['Video'], titleContent: 'MES' } },
      items: [{ id: 5, title: 'Video 5', date: '2026-04-02', href: '/media/5' }],
    })
    expect(mediaFilter({ from: '2026-01-01', to: '2026-01-01' }, ZONE)).toEqual(
      dayRangeMs('2026-01-01', '2026-01-01', ZONE),
    )
  })
})

describe('SPEC §2 /activity/{id} to blocks', () => {
  // The render's "today": 2026-05-18 at noon.
  // 12:00 on 2026-05-18 in the site's zone.
  const renderedAt = Date.UTC(2026, 4, 18, 4)
  const context = { renderedAt, timeZone: ZONE, t }
  const full: Activity = {
    id: 701,
    activityName: 'Launch',
    activityTimeStr: '2026/05/18',
    startDate: '2026-05-18 09:00:00',
    endDate: '2026-05-18 17:00:00',
    activityShowType: 'STANDARD',
    activityIntroduction: '<p>Intro</p>',
    activityAgendas: [{ agendaStr: '09:00', title: 'Opening', activitySpeaker: [{ name: 'Zhou', position: 'CEO' }] }],
    activitySpeakers: [{ name: 'Zhou', avatar: '/a.svg', position: 'CEO' }, { name: ' ' }],
    activityReviews: [
      {
        id: 1,
        title: 'Replay',
        playType: 'URL',
        jumpBO: { jumpContentType: 'URL', buttonTitle: 'Watch', buttonLink: '/media' },
      },
      {
        id: 2,
        title: 'Sessions',
        playType: 'URL',
        jumpBO: {
          jumpContentType: 'FORM',
          buttonTitle: 'Register to watch',
          buttonLink: '/media',
          formBO: { id: 1005 },
        },
        formBO: { id: 1005 },
      },
      { id: 3, title: '' },
    ],
    techBooth: '',
    attendeeGuide: '<p>Guide</p>',
    liveAddress: '/live',
    coverMaterial: files('/cover.svg'),
    videoMaterial: { files: [] },
    enrollStatus: true,
    enrollTypeDict: 'FORM',
    enrollDetail: { id: 1004 },
    enrollButtonTitle: null,
    activityPlace: 'Shanghai',
  }
  const bare: Partial<Activity> = {
    activityAgendas: [],
    activitySpeakers: [],
    activityReviews: [],
    techBooth: null,
    attendeeGuide: null,
  }
  const sequence = (activity: Activity) => activityDetailBlocks(activity, context).map((b) => `${b.type}:${b.id}`)

  it.each<[string, Partial<Activity>, string[]]>([
    [
      'standard: banner, side timeline, cover, tabs, the sections in tab order, enrol bar',
      {},
      [
        'activityBanner:banner',
        'agendaTimeline:timeline',
        'featuredMedia:media',
        'sectionNav:tabs',
        'richText:introduction',
        'agendaTimeline:agenda',
        'richText:attendee-guide',
        'guestGrid:guests',
        'activityReviews:reviews',
        'enrolBar:enrol',
      ],
    ],
    [
      'every tab: tech booth filled, a video',
      { techBooth: '<p>Booth</p>', videoMaterial: files('/v.mp4') },
      [
        'activityBanner:banner',
        'agendaTimeline:timeline',
        'featuredMedia:media',
        'sectionNav:tabs',
        'richText:introduction',
        'agendaTimeline:agenda',
        'richText:tech-booth',
        'richText:attendee-guide',
        'guestGrid:guests',
        'activityReviews:reviews',
        'enrolBar:enrol',
      ],
    ],
    [
      'no agenda, not over: no side timeline, the agenda tab with 精彩议程，敬请期待; no media, enrolment off',
      { ...bare, coverMaterial: null, enrollStatus: false },
      ['activityBanner:banner', 'sectionNav:tabs', 'richText:introduction', 'agendaTimeline:agenda'],
    ],
    [
      'no agenda, over (ended yesterday): introduction only',
      { ...bare, endDate: '2026-05-17 18:00:00', enrollStatus: false },
      ['activityBanner:banner', 'featuredMedia:media', 'sectionNav:tabs', 'richText:introduction'],
    ],
    [
      'free layout (activityShowType not STANDARD): heading, rich text, enrol bar',
      { activityShowType: 'CUSTOM', activityDescribe: '<h2>Free</h2>' },
      ['activityBanner:heading', 'richText:describe', 'enrolBar:enrol'],
    ],
    [
      'free layout without activityShowType, enrolment off',
      { activityShowType: null, enrollStatus: false },
      ['activityBanner:heading', 'richText:describe'],
    ],
  ])('%s', (_case, change, expected) => {
    expect(sequence({ ...full, ...change })).toEqual(expected)
  })

  it('standard props: tabs and sections share anchors and titles; blank guests and untitled reviews drop; enrolment by form', () => {
    const props = Object.fromEntries(activityDetailBlocks(full, context).map((b) => [b.id, b.props]))
    expect(props.banner).toEqual({
      layout: 'banner',
      name: 'Launch',
      timeText: '2026/05/18',
      place: 'Shanghai',
      cover: '/cover.svg',
      liveAddress: '/live',
      startDate: '2026-05-18 09:00:00',
      endDate: '2026-05-18 17:00:00',
      renderedAt,
    })
    expect(props.timeline).toEqual({
      layout: 'side',
      label: '«events.tab.agenda»',
      items: [{ time: '09:00', title: 'Opening', speakers: [{ name: 'Zhou', position: 'CEO' }] }],
    })
    expect(props.media).toEqual({ image: '/cover.svg' })
    expect(props.tabs).toEqual({
      label: '«events.tabs.label»',
      items: ['introduction', 'agenda', 'attendeeGuide', 'guests', 'reviews'].map((tab) => ({
        anchor: `activity-${tab}`,
        label: `«events.tab.${tab}»`,
      })),
    })
    expect(props.introduction).toEqual({
      html: '<p>Intro</p>',
      section: { anchor: 'activity-introduction', title: '«events.tab.introduction»' },
    })
    expect(props.agenda).toEqual({
      layout: 'list',
      section: { anchor: 'activity-agenda', title: '«events.tab.agenda»' },
      items: [{ time: '09:00', title: 'Opening', speakers: [{ name: 'Zhou', position: 'CEO' }] }],
    })
    expect(props.guests).toEqual({
      section: { anchor: 'activity-guests', title: '«events.tab.guests»' },
      guests: [{ name: 'Zhou', avatar: '/a.svg', position: 'CEO' }],
    })
    expect(props.reviews).toEqual({
      section: { anchor: 'activity-reviews', title: '«events.tab.reviews»' },
      reviews: [
        {
          id: 1,
          title: 'Replay',
          playType: 'URL',
          jump: { jumpContentType: 'URL', buttonTitle: 'Watch', buttonLink: '/media' },
        },
        {
          id: 2,
          title: 'Sessions',
          playType: 'URL',
          jump: { jumpContentType: 'FORM', buttonTitle: 'Register to watch', buttonLink: '/media', formBOId: 1005 },
        },
      ],
    })
    expect(props.enrol).toEqual({ type: 'FORM', formId: 1004, endDate: '2026-05-18 17:00:00', renderedAt })
  })

  it('精彩议程，敬请期待 while not over and without agenda; a link enrolment keeps thirdLink and enrollButtonTitle', () => {
    const blocks = activityDetailBlocks(
      {
        ...full,
        ...bare,
        enrollTypeDict: 'LINK',
        enrollDetail: null,
        thirdLink: '/activity',
        enrollButtonTitle: 'Register on site',
      },
      context,
    )
    expect(blocks.find((b) => b.id === 'agenda')!.props).toEqual({
      layout: 'list',
      section: { anchor: 'activity-agenda', title: '«events.tab.agenda»' },
      items: [],
      emptyText: '«events.agenda.comingSoon»',
    })
    expect(blocks.find((b) => b.id === 'enrol')!.props).toEqual({
      type: 'LINK',
      thirdLink: '/activity',
      buttonTitle: 'Register on site',
      endDate: '2026-05-18 17:00:00',
      renderedAt,
    })
  })

  it('free layout: title and time, then activityDescribe (or the introduction) as one rich-text section', () => {
    const [heading, describe] = activityDetailBlocks(
      { ...full, activityShowType: 'CUSTOM', activityDescribe: '<h2>Free</h2>' },
      context,
    )
    expect(heading!.props).toEqual({ layout: 'heading', name: 'Launch', timeText: '2026/05/18' })
    expect(describe!.props).toEqual({ html: '<h2>Free</h2>', section: {} })
    expect(activityDetailBlocks({ ...full, activityShowType: 'CUSTOM' }, context)[1]!.props).toEqual({
      html: '<p>Intro</p>',
      section: {},
    })
  })
})

describe('SPEC §2 /media/{id} to blocks, §4 Media play', () => {
  const base: MultimediaResource = {
    id: 803,
    titleContent: 'Gated',
    createdAt: '2026-04-02 10:00:00',
    coverMaterial: files('/c.svg'),
    videoMaterial: files('/v.mp4'),
    resourceDesc: '<p>D</p>',
    jumpBO: { jumpContentType: 'FORM', formBO: { id: 1005 } },
  }
  it('contact required with a FORM jump: the form gates the video', () => {
    expect(mediaDetailBlocks({ ...base, isNeedContact: true })[0]!.props).toEqual({
      id: 803,
      title: 'Gated',
      date: '2026-04-02',
      cover: '/c.svg',
      video: '/v.mp4',
      desc: '<p>D</p>',
      gate: { jumpContentType: 'FORM', formBOId: 1005 },
    })
  })
  it('no gate when contact is not required, or the jump is not a form', () => {
    expect(mediaDetailBlocks({ ...base, isNeedContact: false })[0]!.props).not.toHaveProperty('gate')
    expect(
      mediaDetailBlocks({ ...base, isNeedContact: true, jumpBO: { jumpContentType: 'URL', buttonLink: '/x' } })[0]!
        .props,
    ).not.toHaveProperty('gate')
  })
})
