/** Corporate publications (SPEC §3 Publication): journals (`PUBLICATION`) and white papers. */
import { bannerArt, coverArtName } from '../art/names'
import { asset, type ContentContext } from './context'
import type { Case } from './cases'
import { formId } from './forms'
import { formThenDownloadJump, urlJump, type Jump } from './jump'

export interface Publication {
  id: number
  name: string
  introduction: string
  picture: string
  type: 'PUBLICATION' | 'WHITE_PAPER'
  basePicture: string
  mobileBasePicture: string
  backgroundPicture: string
  mobileBackgroundPicture: string
  publicationDescribe: string
  jumpBO: Jump | null
  exampleBOS: Case[]
  createTime: string
}

type Pair = [string, string]
interface PublicationSeed {
  n: number
  type: Publication['type']
  name: Pair
  intro: Pair
  date: string
  cases: number[]
  jump: 'download' | 'download-untitled' | 'read' | 'none'
}

const seeds: PublicationSeed[] = [
  {
    n: 901,
    type: 'WHITE_PAPER',
    name: ['制造业数字化转型白皮书（2026）', 'Manufacturing Digital Transformation White Paper 2026'],
    intro: ['成熟度模型、转型路线图与12个标杆案例。', 'A maturity model, a roadmap and twelve reference cases.'],
    date: '2026-10-10 10:00:00',
    cases: [201, 202, 203],
    jump: 'download',
  },
  {
    n: 902,
    type: 'PUBLICATION',
    name: ['《云启视界》2026年第3期', 'CloudLead Horizons, Issue 3 2026'],
    intro: [
      '本期聚焦AI原生企业：组织、流程与人才的重塑。',
      'This issue: the AI-native enterprise and how it reshapes organisation, process and talent.',
    ],
    date: '2026-09-15 10:00:00',
    cases: [],
    jump: 'read',
  },
  {
    n: 903,
    type: 'WHITE_PAPER',
    name: ['零售全渠道运营白皮书', 'Omnichannel Retail Operations White Paper'],
    intro: [
      '会员、商品、库存一盘棋的方法论与实践。',
      'Methods and practice for one view of members, products and stock.',
    ],
    date: '2026-07-20 10:00:00',
    cases: [205, 206, 208],
    jump: 'download',
  },
  {
    n: 904,
    type: 'PUBLICATION',
    name: ['《云启视界》2026年第2期', 'CloudLead Horizons, Issue 2 2026'],
    intro: [
      '本期聚焦财务数字化：从核算到决策支持。',
      'This issue: finance digitalisation, from bookkeeping to decision support.',
    ],
    date: '2026-06-15 10:00:00',
    cases: [],
    jump: 'none',
  },
  {
    n: 905,
    type: 'WHITE_PAPER',
    name: ['能源企业安全生产数字化白皮书', 'Digital Operational Safety in Energy White Paper'],
    intro: ['双重预防体系数字化建设指南。', 'A guide to building the dual prevention system digitally.'],
    date: '2026-04-18 10:00:00',
    cases: [209, 210, 211, 212],
    jump: 'download-untitled',
  },
  {
    n: 906,
    type: 'PUBLICATION',
    name: ['《云启视界》2026年第1期', 'CloudLead Horizons, Issue 1 2026'],
    intro: ['本期聚焦供应链韧性。', 'This issue: supply chain resilience.'],
    date: '2026-03-15 10:00:00',
    cases: [],
    jump: 'read',
  },
]

export function buildPublications(ctx: ContentContext, cases: Case[]): Publication[] {
  const { t, id, lang } = ctx
  const pick = (pair: Pair) => (lang === 'zh' ? pair[0] : pair[1])
  return seeds.map((seed) => {
    const name = pick(seed.name)
    const caseIds = new Set(seed.cases.map(id))
    const jumpBO =
      seed.jump === 'download'
        ? formThenDownloadJump(
            formId(ctx, 'download'),
            'whitepaper-manufacturing.pdf',
            t('下载白皮书', 'Download the white paper'),
          )
        : seed.jump === 'download-untitled' // the CMS left the label empty: the page shows its default (SPEC §2)
          ? formThenDownloadJump(formId(ctx, 'download'), 'whitepaper-manufacturing.pdf', '')
          : seed.jump === 'read'
            ? urlJump('/article-detail/news/' + id(651), t('在线阅读', 'Read online'))
            : null
    return {
      id: id(seed.n),
      name,
      introduction: pick(seed.intro),
      picture: asset(coverArtName(seed.n, lang)),
      type: seed.type,
      basePicture: asset(coverArtName(seed.n, lang)),
      mobileBasePicture: asset(coverArtName(seed.n, lang)),
      backgroundPicture: asset(bannerArt('banner', seed.n, 'dark')),
      mobileBackgroundPicture: asset(bannerArt('banner', seed.n, 'dark', true)),
      publicationDescribe: [
        `<h2>${t('内容简介', 'Summary')}</h2>`,
        `<p>${pick(seed.intro)}</p>`,
        `<h3>${t('目录', 'Contents')}</h3>`,
        `<ol><li>${t('趋势与洞察', 'Trends and insight')}</li><li>${t('方法与路径', 'Methods and roadmap')}</li><li>${t('标杆实践', 'Reference practice')}</li><li>${t('展望', 'Outlook')}</li></ol>`,
      ].join('\n'),
      jumpBO,
      exampleBOS: cases.filter((c) => caseIds.has(c.id)),
      createTime: seed.date,
    }
  })
}
