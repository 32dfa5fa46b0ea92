/**
 * Activities (SPEC §3 Activity, §4 Activity status). Dates are computed from "now" so the demo always has
 * events that are over, one running today, a multi-day one in progress and upcoming ones. Together they
 * cover: agendas or none, 1/2/3+ speakers, reviews with playType URL and UPLOAD and a FORM jump, tech
 * booth, attendee guide, live address, enrolment by FORM and by third-party link, enrolment off, and the
 * free rich-text layout.
 */
import { cardArt, portraitArtName } from '../art/names'
import { asset, daysFromNow, files, formatDateTime, noFiles, type ContentContext, type FileResource } from './context'
import { formId } from './forms'
import { documentJump, formJump, urlJump, type Jump } from './jump'

export interface Speaker {
  id: number
  avatar: string
  name: string
  position: string
}
export interface Agenda {
  id: number
  agendaStr: string
  title: string
  activitySpeaker: Speaker[]
}
export interface Review {
  id: number
  coverMaterial: FileResource
  title: string
  description: string
  playType: 'URL' | 'UPLOAD'
  jumpBO: Jump | null
  formBO: { id: number } | null
}

export interface Activity {
  id: number
  activityName: string
  activityTimeStr: string
  startDate: string
  endDate: string
  activityShowType: 'STANDARD' | 'CUSTOM'
  activityIntroduction: string
  activityDescribe: string | null
  activityAgendas: Agenda[]
  activitySpeakers: Speaker[]
  activityReviews: Review[]
  techBooth: string | null
  attendeeGuide: string | null
  liveAddress: string | null
  coverMaterial: FileResource
  videoMaterial: FileResource
  enrollStatus: boolean
  enrollTypeDict: 'FORM' | 'LINK'
  enrollDetail: { id: number } | null
  enrollButtonTitle: string | null
  thirdLink: string | null
  activityPlace: string
  activityType: string
  fixed: boolean
}

/** SPEC §9 activity types, with the English site's wording. */
export const ACTIVITY_TYPES: [string, string][] = [
  ['产品发布会', 'Product launch'],
  ['客户现场会', 'Customer site visit'],
  ['媒体交流会', 'Media briefing'],
  ['研讨会', 'Seminar'],
  ['CIO活动', 'CIO event'],
  ['产业峰会', 'Industry summit'],
  ['行业峰会', 'Sector summit'],
  ['展会', 'Exhibition'],
]

const places: [string, string][] = [
  ['上海', 'Shanghai'],
  ['北京', 'Beijing'],
  ['深圳', 'Shenzhen'],
  ['杭州', 'Hangzhou'],
  ['线上', 'Online'],
]

function speakers(ctx: ContentContext, base: number, count: number): Speaker[] {
  const { t, id } = ctx
  const people: [string, string, string, string][] = [
    ['周明远', 'Zhou Mingyuan', '云启数智 创始人兼CEO', 'Founder & CEO, CloudLead Digital'],
    ['李婉清', 'Li Wanqing', '华信精密 CIO', 'CIO, Huaxin Precision Machinery'],
    ['张浩然', 'Zhang Haoran', '云启数智 首席技术官', 'CTO, CloudLead Digital'],
    ['赵雅琳', 'Zhao Yalin', '润通连锁 数字化总监', 'Head of Digital, Runtong Chain Stores'],
    ['孙立诚', 'Sun Licheng', '子午线电力 副总经理', 'Deputy General Manager, Meridian Power'],
  ]
  return people.slice(0, count).map(([zhName, enName, zhPos, enPos], i) => ({
    id: id(base + i),
    avatar: asset(portraitArtName(`speaker-${i + 1}`, ctx.lang)),
    name: t(zhName, enName),
    position: t(zhPos, enPos),
  }))
}

function timeString(ctx: ContentContext, start: Date, end: Date): string {
  // Site-local wall times from `daysFromNow`: their UTC fields are the site's calendar.
  const date = (d: Date) =>
    ctx.lang === 'zh'
      ? `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`
      : `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}`
  const time = (d: Date) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`
  const sameDay = formatDateTime(start).slice(0, 10) === formatDateTime(end).slice(0, 10)
  return sameDay
    ? `${date(start)} ${time(start)}-${time(end)}`
    : `${date(start)} ${time(start)} - ${date(end)} ${time(end)}`
}

interface ActivitySeed {
  n: number
  name: [string, string]
  intro: [string, string]
  type: number
  place: number
  startDay: number
  endDay: number
  startHour: number
  endHour: number
  speakers: number
  agendas: boolean
  reviews: boolean
  booth: boolean
  guide: boolean
  live: boolean
  video: boolean
  enrol: 'FORM' | 'LINK' | 'OFF'
  free?: boolean
  fixed?: boolean
}

const seeds: ActivitySeed[] = [
  {
    n: 701,
    name: ['云启数智2026秋季新品发布会', 'CloudLead Digital Autumn 2026 Launch'],
    intro: [
      '发布云启ERP秋季版与AI智能助手2.0，现场演示业财一体与智能体应用。',
      'Meet the ERP autumn release and AI Copilot 2.0 with live demos of integrated finance and AI agents.',
    ],
    type: 0,
    place: 0,
    startDay: 0,
    endDay: 0,
    startHour: 0,
    endHour: 23,
    speakers: 3,
    agendas: true,
    reviews: false,
    booth: true,
    guide: true,
    live: true,
    video: true,
    enrol: 'FORM',
    fixed: true,
  },
  {
    n: 702,
    name: ['2026中国智能制造博览会', 'China Smart Manufacturing Expo 2026'],
    intro: [
      '云启数智展台带来数字工厂全景沙盘与设备物联实机演示。',
      'Visit our stand for a full digital-factory model and live connected-equipment demos.',
    ],
    type: 7,
    place: 0,
    startDay: -1,
    endDay: 1,
    startHour: 9,
    endHour: 17,
    speakers: 2,
    agendas: false,
    reviews: false,
    booth: true,
    guide: true,
    live: false,
    video: false,
    enrol: 'LINK',
    fixed: true,
  },
  {
    n: 703,
    name: ['CIO数字化领导力私享会', 'CIO Digital Leadership Circle'],
    intro: [
      '面向大型企业CIO的闭门交流，探讨AI时代的IT组织与治理。',
      'A closed-door session for enterprise CIOs on IT organisation and governance in the AI era.',
    ],
    type: 4,
    place: 1,
    startDay: 10,
    endDay: 10,
    startHour: 14,
    endHour: 17,
    speakers: 1,
    agendas: false,
    reviews: false,
    booth: false,
    guide: true,
    live: false,
    video: false,
    enrol: 'FORM',
    fixed: true,
  },
  {
    n: 704,
    name: ['2026数智化转型行业峰会', 'Digital Transformation Sector Summit 2026'],
    intro: [
      '汇聚制造、零售、能源行业领袖，分享数字化转型的实践与方法。',
      'Leaders from manufacturing, retail and energy share what works in digital transformation.',
    ],
    type: 6,
    place: 2,
    startDay: 30,
    endDay: 31,
    startHour: 9,
    endHour: 17,
    speakers: 4,
    agendas: true,
    reviews: false,
    booth: true,
    guide: true,
    live: true,
    video: false,
    enrol: 'LINK',
  },
  {
    n: 705,
    name: ['走进标杆工厂·北辰汽车部件', 'Factory Visit: Northstar EV Components'],
    intro: [
      '实地参观数字化车间，与工厂管理团队面对面交流。',
      'Tour a digital shop floor and talk to the plant management team.',
    ],
    type: 1,
    place: 3,
    startDay: 20,
    endDay: 20,
    startHour: 13,
    endHour: 17,
    speakers: 2,
    agendas: true,
    reviews: false,
    booth: false,
    guide: true,
    live: false,
    video: false,
    enrol: 'OFF',
  },
  {
    n: 706,
    name: ['AI原生企业开放日', 'AI-Native Enterprise Open Day'],
    intro: [
      '一天时间，体验AI如何重塑企业的每一个岗位。',
      'Spend a day seeing how AI reshapes every role in the company.',
    ],
    type: 3,
    place: 0,
    startDay: 45,
    endDay: 45,
    startHour: 10,
    endHour: 16,
    speakers: 0,
    agendas: false,
    reviews: false,
    booth: false,
    guide: false,
    live: false,
    video: false,
    enrol: 'FORM',
    free: true,
  },
  {
    n: 707,
    name: ['财务数字化线上研讨会', 'Finance Digitalisation Webinar'],
    intro: [
      '60分钟了解数电发票时代的财务共享建设。',
      'Sixty minutes on shared-service finance in the age of digital invoices.',
    ],
    type: 3,
    place: 4,
    startDay: 7,
    endDay: 7,
    startHour: 15,
    endHour: 16,
    speakers: 2,
    agendas: true,
    reviews: false,
    booth: false,
    guide: false,
    live: true,
    video: false,
    enrol: 'FORM',
  },
  {
    n: 711,
    name: ['2026数智化转型峰会（上海站）', 'Digital Transformation Summit 2026 (Shanghai)'],
    intro: [
      '逾1,200位企业CIO与行业专家共话智能化未来。',
      'More than 1,200 CIOs and experts discussed the intelligent enterprise.',
    ],
    type: 5,
    place: 0,
    startDay: -65,
    endDay: -64,
    startHour: 9,
    endHour: 18,
    speakers: 5,
    agendas: true,
    reviews: true,
    booth: true,
    guide: true,
    live: true,
    video: true,
    enrol: 'FORM',
  },
  {
    n: 712,
    name: ['数智CFO闭门研讨会', 'Digital CFO Roundtable'],
    intro: ['探讨财务共享与智能财务的落地路径。', 'How to put shared services and intelligent finance into practice.'],
    type: 3,
    place: 2,
    startDay: -40,
    endDay: -40,
    startHour: 14,
    endHour: 17,
    speakers: 2,
    agendas: false,
    reviews: true,
    booth: false,
    guide: false,
    live: false,
    video: false,
    enrol: 'FORM',
  },
  {
    n: 713,
    name: ['云启数智媒体沟通会', 'CloudLead Digital Media Briefing'],
    intro: ['介绍公司年度战略与AI原生产品路线图。', 'Our annual strategy and AI-native product roadmap.'],
    type: 2,
    place: 1,
    startDay: -20,
    endDay: -20,
    startHour: 10,
    endHour: 12,
    speakers: 1,
    agendas: true,
    reviews: true,
    booth: false,
    guide: false,
    live: false,
    video: false,
    enrol: 'OFF',
  },
  {
    n: 714,
    name: ['润通连锁客户现场会', 'Customer Day at Runtong Chain Stores'],
    intro: ['走进600家门店背后的智能补货中枢。', 'Behind the scenes of AI replenishment for 600 stores.'],
    type: 1,
    place: 3,
    startDay: -90,
    endDay: -90,
    startHour: 13,
    endHour: 17,
    speakers: 3,
    agendas: true,
    reviews: true,
    booth: false,
    guide: true,
    live: false,
    video: false,
    enrol: 'LINK',
  },
  {
    n: 715,
    name: ['2025工业互联网产业峰会', 'Industrial Internet Summit 2025'],
    intro: ['共建区域工业互联网生态。', 'Building a regional industrial internet ecosystem together.'],
    type: 5,
    place: 2,
    startDay: -300,
    endDay: -299,
    startHour: 9,
    endHour: 17,
    speakers: 3,
    agendas: false,
    reviews: true,
    booth: true,
    guide: false,
    live: false,
    video: false,
    enrol: 'FORM',
  },
]

function agendas(ctx: ContentContext, base: number, start: Date, people: Speaker[]): Agenda[] {
  const { t, id } = ctx
  const slots: [string, string][] = [
    [t('签到与展区参观', 'Registration and exhibition'), '08:30-09:00'],
    [t('开幕致辞', 'Opening remarks'), '09:00-09:20'],
    [t('主题演讲：AI原生企业的新范式', 'Keynote: a new paradigm for the AI-native enterprise'), '09:20-10:00'],
    [t('客户分享：从信息化到数智化', 'Customer talk: from IT to intelligent operations'), '10:00-10:40'],
    [t('圆桌对话：数字化转型的下一站', 'Panel: where digital transformation goes next'), '10:50-11:40'],
  ]
  const day = `${start.getUTCMonth() + 1}/${start.getUTCDate()}`
  return slots.map(([title, time], i) => ({
    id: id(base + i),
    agendaStr: `${day} ${time}`,
    title,
    activitySpeaker:
      i === 0 || people.length === 0 ? [] : i === 4 ? people.slice(0, 3) : [people[(i - 1) % people.length]],
  }))
}

function reviews(ctx: ContentContext, base: number): Review[] {
  const { t, id } = ctx
  return [
    {
      id: id(base),
      coverMaterial: files(cardArt('media', base)),
      title: t('主论坛精彩回放', 'Main forum replay'),
      description: t('完整回看主论坛全部演讲。', 'Watch every keynote from the main forum.'),
      playType: 'URL',
      jumpBO: urlJump('/media', t('观看回放', 'Watch replay')),
      formBO: null,
    },
    {
      id: id(base + 1),
      coverMaterial: files(cardArt('media', base + 1)),
      title: t('演讲资料下载', 'Download the slides'),
      description: t('嘉宾演讲PPT合集。', 'All speaker slides in one file.'),
      playType: 'UPLOAD',
      jumpBO: documentJump('whitepaper-manufacturing.pdf', t('下载资料', 'Download')),
      formBO: null,
    },
    {
      id: id(base + 2),
      coverMaterial: files(cardArt('media', base + 2)),
      title: t('分论坛视频（需登记）', 'Breakout session videos (registration required)'),
      description: t('填写信息后观看分论坛视频。', 'Register to watch the breakout sessions.'),
      playType: 'URL',
      jumpBO: { ...formJump(formId(ctx, 'watch'), t('登记后观看', 'Register to watch')), buttonLink: '/media' },
      formBO: { id: formId(ctx, 'watch') },
    },
  ]
}

const freeDescription = (ctx: ContentContext) =>
  ctx.t(
    '<h2>活动介绍</h2><p>AI原生企业开放日邀请您走进云启数智总部，亲身体验AI智能助手在财务、供应链、人力与客服岗位上的真实应用。</p><h3>体验区</h3><ul><li>AI财务助手：一句话完成费用分析</li><li>AI采购助手：自动比价与合同审核</li><li>AI客服：7×24小时多语言服务</li></ul><h3>报名须知</h3><p>名额有限，审核通过后将短信通知。</p>',
    '<h2>About the day</h2><p>Join us at CloudLead Digital headquarters and see AI copilots at work in finance, supply chain, HR and customer service.</p><h3>Experience zones</h3><ul><li>AI finance assistant: spend analysis in one sentence</li><li>AI procurement assistant: automatic price comparison and contract review</li><li>AI customer service: multilingual, around the clock</li></ul><h3>How to join</h3><p>Places are limited; we will confirm by email.</p>',
  )

export function buildActivities(ctx: ContentContext): Activity[] {
  const { t, id, now, timeZone, lang } = ctx
  const pick = (pair: [string, string]) => (lang === 'zh' ? pair[0] : pair[1])
  return seeds.map((seed, index) => {
    const start = daysFromNow(now, timeZone, seed.startDay, seed.startHour)
    const end = daysFromNow(now, timeZone, seed.endDay, seed.endHour, seed.endHour === 23 ? 59 : 0)
    const people = speakers(ctx, seed.n * 100 + 10, seed.speakers)
    const enrolForm = formId(ctx, 'enrol')
    return {
      id: id(seed.n),
      activityName: pick(seed.name),
      activityTimeStr: timeString(ctx, start, end),
      startDate: formatDateTime(start),
      endDate: formatDateTime(end),
      activityShowType: seed.free ? 'CUSTOM' : 'STANDARD',
      activityIntroduction: `<p>${pick(seed.intro)}</p><p>${t('欢迎企业决策者、IT负责人与业务负责人报名参加。', 'Executives, IT leads and business leads are welcome to register.')}</p>`,
      activityDescribe: seed.free ? freeDescription(ctx) : null,
      activityAgendas: seed.agendas ? agendas(ctx, seed.n * 100 + 30, start, people) : [],
      activitySpeakers: people,
      activityReviews: seed.reviews ? reviews(ctx, seed.n * 100 + 50) : [],
      techBooth: seed.booth
        ? t(
            '<p>展区设有数字工厂、智慧零售、AI助手三大体验区，技术专家现场答疑。</p>',
            '<p>Three zones (digital factory, smart retail and AI copilot) with our engineers on hand to answer questions.</p>',
          )
        : null,
      attendeeGuide: seed.guide
        ? t(
            '<p>请携带身份证件签到；会场提供午餐与茶歇；地铁2号线直达。</p>',
            '<p>Please bring photo ID for registration. Lunch and refreshments are provided; the venue is next to Metro Line 2.</p>',
          )
        : null,
      liveAddress: seed.live ? '/media' : null,
      coverMaterial: files(cardArt('event', seed.n)),
      videoMaterial: seed.video ? files('demo-video.mp4') : noFiles,
      enrollStatus: seed.enrol !== 'OFF',
      enrollTypeDict: seed.enrol === 'LINK' ? 'LINK' : 'FORM',
      enrollDetail: seed.enrol === 'FORM' ? { id: enrolForm } : null,
      enrollButtonTitle:
        seed.enrol === 'LINK'
          ? t('前往官方报名', 'Register on the event site')
          : index === 0
            ? t('立即报名', 'Register now')
            : null,
      thirdLink: seed.enrol === 'LINK' ? '/activity' : null,
      activityPlace: pick(places[seed.place]),
      activityType: pick(ACTIVITY_TYPES[seed.type]),
      fixed: seed.fixed === true,
    }
  })
}

export function activityPlaces(ctx: ContentContext): string[] {
  return places.map((p) => (ctx.lang === 'zh' ? p[0] : p[1]))
}
