/**
 * Multimedia resources (SPEC §3 Multimedia resource): videos and articles, with and without video, and one
 * that asks for the contact form before the video plays (`isNeedContact` with a FORM jump, SPEC §4).
 */
import { cardArt } from '../art/names'
import { files, noFiles, type ContentContext, type FileResource } from './context'
import { formId } from './forms'
import { formJump, type Jump } from './jump'

export interface MultimediaResource {
  id: number
  titleContent: string
  createdAt: string
  coverMaterial: FileResource
  videoMaterial: FileResource
  resourceDesc: string
  isNeedContact: boolean
  jumpBO: Jump | null
  liveAddress: string | null
  resourceType: string
  fixed: boolean
}

export const RESOURCE_TYPES: [string, string][] = [
  ['产品演示', 'Product demo'],
  ['客户访谈', 'Customer interview'],
  ['直播回放', 'Live replay'],
  ['行业洞察', 'Industry insight'],
]

type Pair = [string, string]
interface MediaSeed {
  n: number
  title: Pair
  desc: Pair
  type: number
  date: string
  video: boolean
  contact?: boolean
  live?: boolean
  fixed?: boolean
}

const seeds: MediaSeed[] = [
  {
    n: 801,
    title: ['三分钟看懂云启ERP', 'CloudLead ERP in three minutes'],
    desc: [
      '从订单到回款，一条视频看懂业财一体。',
      'From order to cash: integrated finance and operations in one short video.',
    ],
    type: 0,
    date: '2026-11-02 10:00:00',
    video: true,
    fixed: true,
  },
  {
    n: 802,
    title: ['华信精密CIO访谈：12家工厂如何统一上云', 'Huaxin Precision’s CIO on moving 12 plants to one cloud'],
    desc: ['听客户讲述数字化转型的真实历程。', 'A customer’s own account of the transformation journey.'],
    type: 1,
    date: '2026-10-18 15:00:00',
    video: true,
    fixed: true,
  },
  {
    n: 803,
    title: ['2026数智化转型峰会主论坛回放', 'Digital Transformation Summit 2026: main forum replay'],
    desc: ['完整回看主论坛演讲与圆桌对话（需登记后观看）。', 'Keynotes and the panel in full (registration required).'],
    type: 2,
    date: '2026-09-20 09:00:00',
    video: true,
    contact: true,
    live: true,
    fixed: true,
  },
  {
    n: 804,
    title: ['制造业数字化成熟度报告解读', 'Reading the manufacturing digital maturity report'],
    desc: ['五个等级、十二个维度，定位企业数字化水平。', 'Five levels and twelve dimensions to place your company.'],
    type: 3,
    date: '2026-09-01 11:00:00',
    video: false,
  },
  {
    n: 805,
    title: ['设备物联平台实机演示', 'Equipment IoT platform live demo'],
    desc: ['从设备接入到预测性维护的完整演示。', 'From connecting machines to predictive maintenance, end to end.'],
    type: 0,
    date: '2026-08-15 14:00:00',
    video: true,
  },
  {
    n: 806,
    title: ['零售企业如何用AI做补货', 'How retailers use AI to replenish'],
    desc: ['智能补货的原理、方法与落地要点。', 'How AI replenishment works and how to roll it out.'],
    type: 3,
    date: '2026-07-28 10:00:00',
    video: false,
  },
  {
    n: 807,
    title: ['润通连锁数字化总监访谈', 'Interview: Runtong’s head of digital'],
    desc: ['600家门店的数字化运营实践。', 'Running 600 stores digitally.'],
    type: 1,
    date: '2026-07-05 16:00:00',
    video: true,
  },
  {
    n: 808,
    title: ['数电发票时代的财务共享', 'Shared-service finance in the age of digital invoices'],
    desc: ['线上研讨会精华回顾。', 'Highlights from the webinar.'],
    type: 2,
    date: '2026-06-12 15:00:00',
    video: false,
  },
  {
    n: 809,
    title: ['AI智能助手2.0功能演示', 'AI Copilot 2.0 feature tour'],
    desc: ['在对话中完成审批、查询与单据创建。', 'Approve, look up and create documents in the conversation.'],
    type: 0,
    date: '2026-05-20 10:00:00',
    video: true,
  },
  {
    n: 810,
    title: ['能源企业安全生产数字化趋势', 'Trends in digital safety for energy companies'],
    desc: ['双重预防体系的数字化建设思路。', 'Building the dual prevention system digitally.'],
    type: 3,
    date: '2026-04-08 09:30:00',
    video: false,
  },
  {
    n: 811,
    title: ['子午线电力：新能源场站集中运维', 'Meridian Power: central O&M for renewable sites'],
    desc: ['120座场站如何实现一张图管理。', 'Managing 120 sites on one map.'],
    type: 1,
    date: '2026-03-16 14:00:00',
    video: true,
  },
]

function body(ctx: ContentContext, seed: MediaSeed): string {
  const { t, lang } = ctx
  const desc = lang === 'zh' ? seed.desc[0] : seed.desc[1]
  return [
    `<p>${desc}</p>`,
    `<h2>${t('内容概要', 'What it covers')}</h2>`,
    `<ul><li>${t('行业背景与挑战', 'Industry context and challenges')}</li><li>${t('方案要点与实施路径', 'Key ideas and the roll-out path')}</li><li>${t('成效与经验', 'Results and lessons learned')}</li></ul>`,
    `<h2>${t('适合谁看', 'Who should watch')}</h2>`,
    `<p>${t('企业决策者、IT负责人以及关注数字化转型的业务负责人。', 'Executives, IT leads and business leads interested in digital transformation.')}</p>`,
  ].join('\n')
}

export function buildMedia(ctx: ContentContext): MultimediaResource[] {
  const { t, id, lang } = ctx
  const pick = (pair: Pair) => (lang === 'zh' ? pair[0] : pair[1])
  return seeds.map((seed, index) => ({
    id: id(seed.n),
    titleContent: pick(seed.title),
    createdAt: seed.date,
    coverMaterial: files(cardArt('media', seed.n)),
    videoMaterial: seed.video ? files(index % 2 === 0 ? 'demo-video.mp4' : 'demo-video.webm') : noFiles,
    resourceDesc: body(ctx, seed),
    isNeedContact: seed.contact === true,
    jumpBO: seed.contact ? formJump(formId(ctx, 'watch'), t('登记后观看', 'Register to watch')) : null,
    liveAddress: seed.live ? '/activity' : null,
    resourceType: pick(RESOURCE_TYPES[seed.type]),
    fixed: seed.fixed === true,
  }))
}

export function resourceTypes(ctx: ContentContext): string[] {
  return RESOURCE_TYPES.map((p) => (ctx.lang === 'zh' ? p[0] : p[1]))
}
