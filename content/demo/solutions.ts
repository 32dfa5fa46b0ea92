/** Industry solutions (SPEC §3 Solution): list items and details with insight, scenes, value and cases. */
import { bannerArt, screenArtName } from '../art/names'
import { asset, files, type ContentContext, type FileResource } from './context'
import { INDUSTRY, type Case, type Industry } from './cases'
import { formId } from './forms'
import { formJump, type Jump } from './jump'
import type { SectionItem } from './products'

export interface Solution {
  id: number
  name: string
  desc: string
  naviDesc: string
  pcResource: FileResource
  mobileResource: FileResource
  industryName: string
  industryId: number
  industryState: SectionItem[]
  businessScene: SectionItem[]
  businessValue: SectionItem[]
  exampleSolutionRelationBOList: Case[]
  jumpBO: Jump
}

type Pair = [string, string]
interface SolutionSeed {
  n: number
  industry: number
  name: Pair
  desc: Pair
  scenes: Pair[]
}

const seeds: SolutionSeed[] = [
  {
    n: 501,
    industry: INDUSTRY.manufacturing,
    name: ['离散制造数字工厂', 'Digital Factory for Discrete Manufacturing'],
    desc: [
      '订单驱动的计划、执行与质量一体化，适用于装备、汽配、电子行业。',
      'Order-driven planning, execution and quality for machinery, automotive parts and electronics.',
    ],
    scenes: [
      ['多工厂协同排产', 'Multi-plant scheduling'],
      ['车间透明化', 'A transparent shop floor'],
      ['质量全程追溯', 'End-to-end quality tracing'],
    ],
  },
  {
    n: 502,
    industry: INDUSTRY.manufacturing,
    name: ['流程制造批次管理', 'Batch Management for Process Industries'],
    desc: [
      '配方、批次与合规管理，适用于食品、化工、医药行业。',
      'Recipes, batches and compliance for food, chemicals and pharmaceuticals.',
    ],
    scenes: [
      ['配方管理', 'Recipe management'],
      ['批次追溯与召回', 'Batch tracing and recall'],
      ['GMP合规', 'GMP compliance'],
    ],
  },
  {
    n: 503,
    industry: INDUSTRY.manufacturing,
    name: ['设备全生命周期管理', 'Equipment Lifecycle Management'],
    desc: [
      '设备联网、点检、维修与备件一体化管理。',
      'Connected equipment, inspections, repairs and spare parts together.',
    ],
    scenes: [
      ['预测性维护', 'Predictive maintenance'],
      ['备件库存优化', 'Spare-parts optimisation'],
      ['OEE提升', 'Raising OEE'],
    ],
  },
  {
    n: 511,
    industry: INDUSTRY.retail,
    name: ['全渠道零售运营', 'Omnichannel Retail Operations'],
    desc: [
      '统一商品、会员、订单与库存，线上线下一盘货。',
      'One view of products, members, orders and stock across every channel.',
    ],
    scenes: [
      ['全渠道订单', 'Omnichannel orders'],
      ['会员精准营销', 'Targeted member marketing'],
      ['门店数字化', 'Digital stores'],
    ],
  },
  {
    n: 512,
    industry: INDUSTRY.retail,
    name: ['智能补货与商品计划', 'AI Replenishment and Merchandise Planning'],
    desc: [
      '基于AI的销量预测与自动补货，降低缺货与库存积压。',
      'AI sales forecasts and automatic replenishment reduce both stock-outs and overstock.',
    ],
    scenes: [
      ['销量预测', 'Sales forecasting'],
      ['自动补货', 'Automatic replenishment'],
      ['动态定价', 'Dynamic pricing'],
    ],
  },
  {
    n: 521,
    industry: INDUSTRY.energy,
    name: ['新能源场站智慧运维', 'Smart O&M for Renewable Sites'],
    desc: ['风电、光伏场站集中监控与智能检修。', 'Central monitoring and smart maintenance for wind and solar sites.'],
    scenes: [
      ['集中监控', 'Central monitoring'],
      ['智能检修', 'Smart maintenance'],
      ['发电量分析', 'Generation analytics'],
    ],
  },
  {
    n: 522,
    industry: INDUSTRY.energy,
    name: ['安全生产数字化', 'Digital Operational Safety'],
    desc: ['风险分级管控与隐患排查治理双重预防。', 'Risk grading and hazard management as a dual prevention system.'],
    scenes: [
      ['移动巡检', 'Mobile inspections'],
      ['隐患闭环', 'Closed-loop hazard handling'],
      ['作业许可', 'Permit to work'],
    ],
  },
  {
    n: 531,
    industry: INDUSTRY.logistics,
    name: ['智慧运输管理', 'Smart Transport Management'],
    desc: ['订单、调度、在途与结算全流程在线。', 'Orders, dispatch, tracking and settlement fully online.'],
    scenes: [
      ['智能调度', 'Smart dispatch'],
      ['在途可视', 'In-transit visibility'],
      ['自动对账', 'Automatic reconciliation'],
    ],
  },
  {
    n: 532,
    industry: INDUSTRY.logistics,
    name: ['仓配一体化', 'Integrated Warehousing and Distribution'],
    desc: [
      '多仓协同与配送路径优化，提升履约时效。',
      'Multi-warehouse coordination and route optimisation for faster fulfilment.',
    ],
    scenes: [
      ['多仓协同', 'Multi-warehouse coordination'],
      ['路径优化', 'Route optimisation'],
      ['保税仓管理', 'Bonded warehouse management'],
    ],
  },
]

export function buildSolutions(ctx: ContentContext, industries: Industry[], cases: Case[]): Solution[] {
  const { t, id, lang } = ctx
  const pick = (pair: Pair) => (lang === 'zh' ? pair[0] : pair[1])
  return seeds.map((seed, index) => {
    const industry = industries.find((i) => i.id === id(seed.industry))
    if (!industry) throw new Error(`solution ${seed.n}: unknown industry ${seed.industry}`)
    const base = seed.n * 100
    const name = pick(seed.name)
    // Ten screens per solution; solutions five apart share a set (the explorer shows one solution at a time).
    const image = (i: number) => files(screenArtName('solution', 1000 + (seed.n % 5) * 10 + i, lang))
    return {
      id: id(seed.n),
      name,
      desc: pick(seed.desc),
      naviDesc: pick(seed.desc).replace(/[。.]$/, ''),
      pcResource: files(bannerArt('solution', seed.n, index % 3 === 0 ? 'light' : 'dark')),
      mobileResource: files(bannerArt('solution', seed.n, index % 3 === 0 ? 'light' : 'dark', true)),
      industryName: industry.name,
      industryId: industry.id,
      industryState: [
        {
          id: id(base + 1),
          title: t('竞争加剧', 'Fiercer competition'),
          desc: t(
            `${industry.name}行业利润空间收窄，精细化运营成为必选项。`,
            `Margins in ${industry.name.toLowerCase()} are shrinking; precise operations are no longer optional.`,
          ),
          logo: asset('icon-chart.svg'),
          pcResource: image(0),
        },
        {
          id: id(base + 2),
          title: t('客户需求多变', 'Changing customer demand'),
          desc: t(
            '小批量、多品种、快交付成为常态。',
            'Small batches, many variants and fast delivery are the new normal.',
          ),
          logo: asset('icon-users.svg'),
          pcResource: image(1),
        },
        {
          id: id(base + 3),
          title: t('数据价值待释放', 'Untapped data'),
          desc: t(
            '大量数据沉睡在孤立系统中，难以支撑决策。',
            'Data sits idle in isolated systems and cannot inform decisions.',
          ),
          logo: asset('icon-database.svg'),
          pcResource: image(2),
        },
      ],
      businessScene: seed.scenes.map((scene, i) => ({
        id: id(base + 10 + i),
        title: pick(scene),
        desc: t(
          `${name}在“${pick(scene)}”场景中提供开箱即用的流程模板与分析模型。`,
          `${name} brings ready-made process templates and analytics for ${pick(scene).toLowerCase()}.`,
        ),
        logo: asset(['icon-gear.svg', 'icon-layers.svg', 'icon-shield.svg'][i]),
        pcResource: image(i + 3),
      })),
      businessValue: [
        {
          id: id(base + 20),
          title: t('运营效率提升30%', '30% higher efficiency'),
          desc: t('流程在线化、自动化。', 'Processes online and automated.'),
          logo: asset('icon-bolt.svg'),
          pcResource: image(6),
        },
        {
          id: id(base + 21),
          title: t('库存成本降低20%', '20% lower inventory cost'),
          desc: t('需求与供应精准匹配。', 'Supply matched precisely to demand.'),
          logo: asset('icon-cart.svg'),
          pcResource: image(7),
        },
        {
          id: id(base + 22),
          title: t('管理决策实时化', 'Real-time decisions'),
          desc: t('经营数据一屏掌握。', 'The whole business on one screen.'),
          logo: asset('icon-chart.svg'),
          pcResource: image(8),
        },
        {
          id: id(base + 23),
          title: t('合规风险可控', 'Compliance under control'),
          desc: t('全程留痕，审计可追溯。', 'Every step recorded and auditable.'),
          logo: asset('icon-shield.svg'),
          pcResource: image(9),
        },
      ],
      exampleSolutionRelationBOList: cases.filter((c) => c.industryId === industry.id).slice(0, 3),
      jumpBO: formJump(formId(ctx, 'consult'), t('获取方案', 'Get the solution')),
    }
  })
}
