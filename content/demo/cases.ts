/** Industries and customer cases (SPEC §3 Case/example, Solution industry). */
import { bannerArt, screenArtName, wordMarkArtName } from '../art/names'
import { files, noFiles, type ContentContext, type FileResource, asset } from './context'
import { formId } from './forms'
import { formJump, type Jump } from './jump'

export interface Industry {
  id: number
  name: string
  desc: string
  indusIcon: string
  naviDesc: string
  jumpBO: Jump
}

export interface Case {
  id: number
  title: string
  desc: string
  customerName: string
  customerLogo: string
  coverMaterial: FileResource
  backgroundMaterial: FileResource
  videoMaterial: FileResource
  content: string
  jumpBO: Jump
  industryId: number
  createTime: string
}

/** Industry numbers within a site; the SPEC's case groups come first: 制造, 零售, 能源. */
export const INDUSTRY = { manufacturing: 101, retail: 102, energy: 103, logistics: 104 } as const

export function buildIndustries(ctx: ContentContext): Industry[] {
  const { t, id } = ctx
  const consult = formJump(formId(ctx, 'consult'), t('咨询行业方案', 'Talk to an industry expert'))
  return [
    {
      id: id(INDUSTRY.manufacturing),
      name: t('制造', 'Manufacturing'),
      desc: t(
        '以计划、生产、质量、设备一体化，打造透明、柔性、可追溯的数字工厂。',
        'Plan, produce, inspect and maintain on one platform for a transparent, flexible and traceable digital factory.',
      ),
      indusIcon: asset('icon-factory.svg'),
      naviDesc: t('离散与流程制造的数字工厂', 'Digital factories for discrete and process manufacturing'),
      jumpBO: consult,
    },
    {
      id: id(INDUSTRY.retail),
      name: t('零售', 'Retail'),
      desc: t(
        '打通线上线下会员、商品与库存，让每一次补货和营销都有数据依据。',
        'Connect members, merchandise and stock across online and offline channels so every replenishment and campaign is data-driven.',
      ),
      indusIcon: asset('icon-cart.svg'),
      naviDesc: t('全渠道运营与智慧门店', 'Omnichannel operations and smart stores'),
      jumpBO: consult,
    },
    {
      id: id(INDUSTRY.energy),
      name: t('能源', 'Energy'),
      desc: t(
        '覆盖发电、输配与综合能源服务，实现资产全生命周期管理与安全生产。',
        'From generation to distribution and integrated energy services: lifecycle asset management and safe operations.',
      ),
      indusIcon: asset('icon-bolt.svg'),
      naviDesc: t('资产管理与安全生产', 'Asset management and operational safety'),
      jumpBO: consult,
    },
    {
      id: id(INDUSTRY.logistics),
      name: t('物流', 'Logistics'),
      desc: t(
        '运输、仓储与结算在线协同，提升履约时效与车辆利用率。',
        'Transport, warehousing and settlement in one flow for faster fulfilment and better fleet utilisation.',
      ),
      indusIcon: asset('icon-truck.svg'),
      naviDesc: t('智慧运输与仓配一体化', 'Smart transport and integrated warehousing'),
      jumpBO: consult,
    },
  ]
}

interface CaseSeed {
  n: number
  industry: number
  logo: number
  customer: [string, string]
  title: [string, string]
  desc: [string, string]
  challenge: [string, string]
  result: [string, string]
  video?: boolean
}

const caseSeeds: CaseSeed[] = [
  {
    n: 201,
    industry: INDUSTRY.manufacturing,
    logo: 1,
    customer: ['华信精密机械', 'Huaxin Precision Machinery'],
    title: [
      '华信精密：12家工厂统一上云，订单交付周期缩短35%',
      'Huaxin Precision: 12 plants on one cloud, 35% shorter order lead time',
    ],
    desc: [
      '以云启ERP与MES打通计划与车间，实现多工厂协同排产。',
      'CloudLead ERP and MES connect planning and the shop floor for multi-plant scheduling.',
    ],
    challenge: [
      '多工厂各自为政，计划依赖Excel，交期承诺准确率不足70%。',
      'Each plant planned on its own spreadsheets and fewer than 70% of delivery promises were met.',
    ],
    result: [
      '订单交付周期缩短35%，交期达成率提升至96%。',
      'Order lead time fell by 35% and on-time delivery rose to 96%.',
    ],
    video: true,
  },
  {
    n: 202,
    industry: INDUSTRY.manufacturing,
    logo: 2,
    customer: ['北辰新能源汽车部件', 'Northstar EV Components'],
    title: [
      '北辰汽车部件：质量追溯从3天缩短到10分钟',
      'Northstar EV Components: quality tracing in 10 minutes instead of 3 days',
    ],
    desc: [
      'QMS与设备物联联动，建立从原料到整车的一物一码追溯。',
      'QMS linked to connected equipment gives every part a traceable code from raw material to vehicle.',
    ],
    challenge: [
      '主机厂审核趋严，质量问题定位依赖人工翻阅纸质记录。',
      'OEM audits tightened while defect analysis still meant leafing through paper records.',
    ],
    result: [
      '追溯时间从3天缩短到10分钟，客诉率下降42%。',
      'Tracing time dropped from three days to ten minutes; complaints fell by 42%.',
    ],
  },
  {
    n: 203,
    industry: INDUSTRY.manufacturing,
    logo: 3,
    customer: ['中达电气', 'Zhongda Electric'],
    title: ['中达电气：设备综合效率提升18%', 'Zhongda Electric: overall equipment effectiveness up 18%'],
    desc: [
      '2,000余台设备接入物联平台，预测性维护减少非计划停机。',
      'More than 2,000 machines connected for predictive maintenance and fewer unplanned stops.',
    ],
    challenge: [
      '设备停机原因不透明，维修依赖老师傅经验。',
      'Downtime causes were invisible and maintenance relied on a few veterans.',
    ],
    result: ['OEE提升18%，非计划停机减少31%。', 'OEE up 18%, unplanned downtime down 31%.'],
  },
  {
    n: 204,
    industry: INDUSTRY.manufacturing,
    logo: 4,
    customer: ['蓝峰食品', 'Bluepeak Foods'],
    title: ['蓝峰食品：从田间到餐桌的全链路数字化', 'Bluepeak Foods: digital from farm to table'],
    desc: [
      '批次管理、冷链监控与财务一体化，满足食品安全合规。',
      'Batch management, cold-chain monitoring and finance in one system for food-safety compliance.',
    ],
    challenge: [
      '批次数据分散在6套系统中，召回演练需要两周。',
      'Batch data lived in six systems and a recall drill took two weeks.',
    ],
    result: [
      '召回演练缩短至2小时，库存周转提升25%。',
      'Recall drills now take two hours; inventory turns rose by 25%.',
    ],
  },
  {
    n: 205,
    industry: INDUSTRY.retail,
    logo: 5,
    customer: ['润通连锁', 'Runtong Chain Stores'],
    title: [
      '润通连锁：600家门店智能补货，缺货率下降40%',
      'Runtong: AI replenishment across 600 stores cuts stock-outs by 40%',
    ],
    desc: [
      '基于销量预测的自动补货，门店订货从半天缩短到10分钟。',
      'Forecast-driven automatic replenishment: store ordering went from half a day to ten minutes.',
    ],
    challenge: [
      '门店凭经验订货，畅销品缺货与滞销品积压并存。',
      'Stores ordered by gut feeling, so best-sellers ran out while slow movers piled up.',
    ],
    result: ['缺货率下降40%，库存金额降低18%。', 'Stock-outs down 40%, inventory value down 18%.'],
    video: true,
  },
  {
    n: 206,
    industry: INDUSTRY.retail,
    logo: 6,
    customer: ['京城百货', 'Jingcheng Department Store'],
    title: [
      '京城百货：全渠道会员运营，复购率提升27%',
      'Jingcheng Department Store: omnichannel membership lifts repeat purchases by 27%',
    ],
    desc: [
      '统一会员、积分与营销，打通商场、小程序与直播渠道。',
      'One membership, loyalty and marketing platform across malls, mini-programs and live commerce.',
    ],
    challenge: [
      '会员数据分散，营销活动无法评估效果。',
      'Member data was scattered and campaign impact could not be measured.',
    ],
    result: ['复购率提升27%，营销ROI提升1.6倍。', 'Repeat purchases up 27%, marketing ROI up 1.6x.'],
  },
  {
    n: 207,
    industry: INDUSTRY.retail,
    logo: 7,
    customer: ['海洋之家家居', 'Oceania Home'],
    title: [
      '海洋之家：前店后仓一体化，配送时效提升50%',
      'Oceania Home: store-and-warehouse integration speeds up delivery by 50%',
    ],
    desc: [
      '订单中心与WMS联动，就近发货、按单拣选。',
      'An order hub linked to WMS ships from the nearest stock and picks by order.',
    ],
    challenge: [
      '大件家居配送慢，客户投诉集中在等待时长。',
      'Bulky furniture shipped slowly and complaints centred on waiting times.',
    ],
    result: ['平均配送时效提升50%，客户满意度达98%。', 'Delivery 50% faster, customer satisfaction at 98%.'],
  },
  {
    n: 208,
    industry: INDUSTRY.retail,
    logo: 8,
    customer: ['天禾生鲜', 'Tianhe Fresh'],
    title: ['天禾生鲜：损耗率从8%降到3.5%', 'Tianhe Fresh: shrinkage down from 8% to 3.5%'],
    desc: [
      '按小时预测需求，动态定价与调拨减少生鲜损耗。',
      'Hourly demand forecasts, dynamic markdowns and transfers reduce fresh-food waste.',
    ],
    challenge: ['生鲜品类多、保质期短，损耗侵蚀利润。', 'Many short-shelf-life SKUs and waste eating into margins.'],
    result: [
      '损耗率由8%降至3.5%，毛利提升2.1个百分点。',
      'Shrinkage fell from 8% to 3.5% and gross margin rose 2.1 points.',
    ],
  },
  {
    n: 209,
    industry: INDUSTRY.energy,
    logo: 9,
    customer: ['子午线电力', 'Meridian Power'],
    title: ['子午线电力：新能源场站资产全生命周期管理', 'Meridian Power: lifecycle management for renewable assets'],
    desc: [
      '120座风电与光伏场站统一资产台账与检修计划。',
      'One asset register and maintenance plan for 120 wind and solar sites.',
    ],
    challenge: [
      '场站分布广，资产数据与检修记录无法统一。',
      'Sites were spread out and asset and maintenance records never matched.',
    ],
    result: ['检修效率提升30%，发电量损失降低12%。', 'Maintenance 30% more efficient, generation losses down 12%.'],
    video: true,
  },
  {
    n: 210,
    industry: INDUSTRY.energy,
    logo: 10,
    customer: ['盛达燃气', 'Shengda Gas'],
    title: ['盛达燃气：安全巡检全程在线', 'Shengda Gas: every safety inspection online'],
    desc: [
      '移动巡检与隐患闭环管理，覆盖3,000公里管网。',
      'Mobile inspections and closed-loop hazard handling across 3,000 km of pipeline.',
    ],
    challenge: [
      '纸质巡检难以核实，隐患整改无法跟踪。',
      'Paper inspections could not be verified and hazard fixes were not tracked.',
    ],
    result: ['隐患整改闭环率达100%，巡检工时减少25%。', 'All hazards closed out; inspection hours down 25%.'],
  },
  {
    n: 211,
    industry: INDUSTRY.energy,
    logo: 11,
    customer: ['光明综合能源', 'Lumen Energy Services'],
    title: ['光明综合能源：园区能耗降低15%', 'Lumen Energy Services: 15% lower campus energy use'],
    desc: [
      '能源管理平台实时监测用能，智能调度冷热电。',
      'Real-time monitoring and smart dispatch of heating, cooling and power.',
    ],
    challenge: [
      '园区用能粗放，缺少分项计量与优化手段。',
      'Energy use was unmetered by area and there was no way to optimise it.',
    ],
    result: ['综合能耗降低15%，年节约成本超800万元。', 'Energy use down 15%, saving over RMB 8 million a year.'],
  },
  {
    n: 212,
    industry: INDUSTRY.energy,
    logo: 12,
    customer: ['远丰石化', 'Yuanfeng Petrochemical'],
    title: [
      '远丰石化：设备预测性维护减少停车损失',
      'Yuanfeng Petrochemical: predictive maintenance cuts shutdown losses',
    ],
    desc: [
      '关键机组振动监测与AI诊断，提前发现故障隐患。',
      'Vibration monitoring and AI diagnosis on critical units spot failures early.',
    ],
    challenge: ['非计划停车一次损失上千万元。', 'A single unplanned shutdown cost tens of millions.'],
    result: ['非计划停车次数下降60%。', 'Unplanned shutdowns down 60%.'],
  },
  {
    n: 213,
    industry: INDUSTRY.logistics,
    logo: 13,
    customer: ['基石物流', 'Keystone Logistics'],
    title: [
      '基石物流：运输管理上云，车辆利用率提升22%',
      'Keystone Logistics: cloud TMS lifts fleet utilisation by 22%',
    ],
    desc: [
      '智能调度与在途可视，运费结算自动对账。',
      'Smart dispatch, in-transit visibility and automatic freight reconciliation.',
    ],
    challenge: [
      '调度靠电话，空驶率高，对账周期长达45天。',
      'Dispatch by phone, many empty runs and a 45-day reconciliation cycle.',
    ],
    result: ['车辆利用率提升22%，对账周期缩短至7天。', 'Fleet utilisation up 22%; reconciliation down to seven days.'],
  },
  {
    n: 214,
    industry: INDUSTRY.logistics,
    logo: 14,
    customer: ['航宇供应链', 'Hangyu Supply Chain'],
    title: ['航宇供应链：保税仓数字化，出入库效率翻倍', 'Hangyu Supply Chain: bonded warehouse doubles throughput'],
    desc: [
      'WMS与海关系统对接，单证自动生成。',
      'WMS connected to customs systems with documents generated automatically.',
    ],
    challenge: ['人工制单易出错，旺季出入库严重积压。', 'Manual paperwork caused errors and peak-season backlogs.'],
    result: ['出入库效率提升100%，单证差错率接近零。', 'Throughput doubled and document errors are close to zero.'],
  },
]

function caseContent(ctx: ContentContext, seed: CaseSeed): string {
  const { t, lang } = ctx
  const pick = (pair: [string, string]) => (lang === 'zh' ? pair[0] : pair[1])
  return [
    `<h2>${t('客户背景', 'About the customer')}</h2>`,
    `<p>${pick(seed.customer)}${t('是行业领先企业，业务覆盖全国并持续拓展海外市场。', ' is a leader in its field, operating nationwide and growing abroad.')}</p>`,
    `<h2>${t('业务挑战', 'The challenge')}</h2>`,
    `<p>${pick(seed.challenge)}</p>`,
    `<h2>${t('解决方案', 'The solution')}</h2>`,
    `<h3>${t('统一平台', 'One platform')}</h3>`,
    `<p>${pick(seed.desc)}</p>`,
    `<h3>${t('分步实施', 'Phased roll-out')}</h3>`,
    `<ul><li>${t('第一阶段：梳理流程，统一主数据', 'Phase 1: map processes and unify master data')}</li><li>${t('第二阶段：核心业务上线', 'Phase 2: go live with the core business')}</li><li>${t('第三阶段：数据分析与持续优化', 'Phase 3: analytics and continuous improvement')}</li></ul>`,
    `<h2>${t('项目成效', 'Results')}</h2>`,
    `<p><strong>${pick(seed.result)}</strong></p>`,
    `<blockquote>${t('“云启数智团队既懂技术也懂业务，项目按期上线，效果超出预期。”', '“The CloudLead team understood our business as well as the technology. We went live on time and results exceeded expectations.”')}</blockquote>`,
  ].join('\n')
}

export function buildCases(ctx: ContentContext): Case[] {
  const { t, id, lang } = ctx
  const pick = (pair: [string, string]) => (lang === 'zh' ? pair[0] : pair[1])
  return caseSeeds.map((seed, index) => ({
    id: id(seed.n),
    title: pick(seed.title),
    desc: pick(seed.desc),
    customerName: pick(seed.customer),
    customerLogo: asset(wordMarkArtName(seed.logo)),
    coverMaterial: files(screenArtName('case', seed.n, lang)),
    backgroundMaterial: files(bannerArt('case', seed.n, index % 2 === 0 ? 'dark' : 'light')),
    videoMaterial: seed.video ? files('demo-video.mp4') : noFiles,
    content: caseContent(ctx, seed),
    jumpBO: formJump(formId(ctx, 'consult'), t('咨询案例', 'Ask about this case')),
    industryId: id(seed.industry),
    createTime: `2025-${String((index % 9) + 1).padStart(2, '0')}-${String(10 + index).padStart(2, '0')} 10:00:00`,
  }))
}
