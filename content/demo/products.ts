/**
 * Product categories and products (SPEC §3 Product, Product category). Category 1 has 7 products and
 * category 2 has 6, so the header's 6- and 7-children layouts (SPEC §9) both show.
 */
import { bannerArt, screenArtName } from '../art/names'
import { asset, files, type ContentContext, type FileResource } from './context'
import type { Case } from './cases'
import { formId } from './forms'
import { documentJump, formJump, formThenDownloadJump, type Jump } from './jump'

export interface SectionItem {
  id: number
  title: string
  desc: string
  logo: string
  pcResource: FileResource
}
export interface CoreFunction {
  id: number
  name: string
  iconUrl: string
  functionList: SectionItem[]
}
export interface BluePrint {
  id: number
  title: string
  logo: string
  resourceUrl: string
}

export interface Product {
  id: number
  name: string
  desc: string
  naviDesc: string
  diagram: string
  pcResource: FileResource
  mobileResource: FileResource
  productConfig: { name: string; desc: string; configList: SectionItem[] }
  productSuperiority: SectionItem[]
  applicationScenarios: SectionItem[]
  coreFunctions: CoreFunction[]
  businessBluePrints: BluePrint[]
  businessValues: SectionItem[]
  exampleBOList: Case[]
  jumpBO: Jump
  demonstration: Jump
  isShowEnterpriseDemandTitle: boolean
  categoryId: number
}

export interface ProductCategory {
  id: number
  name: string
  desc: string
  subtitle: string
  naviDesc: string
  proLogo: string
  productPlate: string
  pcResource: FileResource
  mobileResource: FileResource
  content: string
  jumpBO: Jump
  demonstration: Jump
}

type Pair = [string, string]

interface ProductSeed {
  n: number
  name: Pair
  desc: Pair
  icon: string
  highlights: [Pair, Pair][]
}

interface CategorySeed {
  n: number
  name: Pair
  subtitle: Pair
  desc: Pair
  icon: string
  plate: Pair
  products: ProductSeed[]
  caseNumbers: number[]
}

const h = (zhTitle: string, enTitle: string, zhDesc: string, enDesc: string): [Pair, Pair] => [
  [zhTitle, enTitle],
  [zhDesc, enDesc],
]

const categorySeeds: CategorySeed[] = [
  {
    n: 301,
    name: ['企业管理云', 'Enterprise Management Cloud'],
    subtitle: ['业财一体，经营全景可视', 'Finance and operations as one, the whole business in view'],
    desc: [
      '覆盖财务、人力、采购、供应链与项目的一体化企业管理套件，帮助企业构建敏捷、合规、可持续的运营体系。',
      'An integrated suite for finance, people, procurement, supply chain and projects that helps companies run agile, compliant and sustainable operations.',
    ],
    icon: 'icon-layers.svg',
    plate: ['核心业务', 'Core business'],
    caseNumbers: [201, 204, 206],
    products: [
      {
        n: 401,
        name: ['云启ERP', 'CloudLead ERP'],
        desc: [
          '新一代云原生ERP，业财一体，支撑多组织、多币种、多会计准则。',
          'Cloud-native ERP that unites finance and operations across entities, currencies and accounting standards.',
        ],
        icon: 'icon-cloud.svg',
        highlights: [
          h(
            '云原生架构',
            'Cloud-native architecture',
            '微服务与弹性伸缩，高峰期稳定运行。',
            'Microservices that scale elastically and stay stable at peak load.',
          ),
          h(
            '业财一体',
            'Finance meets operations',
            '业务单据实时生成凭证，月结提速70%。',
            'Transactions post to the ledger in real time, closing the month 70% faster.',
          ),
          h(
            '多组织协同',
            'Multi-entity by design',
            '集团、子公司、工厂统一管控又灵活自治。',
            'Group-wide control with local autonomy for subsidiaries and plants.',
          ),
          h(
            '开放集成',
            'Open integration',
            '800+标准接口，连接主流电商、银行与税务系统。',
            '800+ standard connectors to marketplaces, banks and tax systems.',
          ),
        ],
      },
      {
        n: 402,
        name: ['财务云', 'Finance Cloud'],
        desc: [
          '总账、应收应付、资金与税务一站式管理，财务共享轻松落地。',
          'General ledger, payables, receivables, treasury and tax in one place for shared-service finance.',
        ],
        icon: 'icon-bank.svg',
        highlights: [
          h(
            '智能对账',
            'Smart reconciliation',
            '银企流水自动匹配，准确率99%。',
            'Bank statements match automatically with 99% accuracy.',
          ),
          h(
            '资金可视',
            'Cash visibility',
            '全集团账户余额实时汇总。',
            'Real-time balances across every group account.',
          ),
          h('税务合规', 'Tax compliance', '电子发票全流程管理。', 'End-to-end e-invoice management.'),
          h(
            '财务共享',
            'Shared services',
            '标准化流程支撑共享中心运营。',
            'Standard processes for a shared-service centre.',
          ),
        ],
      },
      {
        n: 403,
        name: ['人力云', 'People Cloud'],
        desc: [
          '从招聘、入职到绩效与薪酬，让人才管理简单高效。',
          'From hiring and onboarding to performance and payroll, people management made simple.',
        ],
        icon: 'icon-users.svg',
        highlights: [
          h(
            '全员自助',
            'Employee self-service',
            '移动端请假、报销与证明一键办理。',
            'Leave, expenses and certificates in a tap on mobile.',
          ),
          h('智能算薪', 'Payroll automation', '复杂薪资规则自动计算。', 'Complex pay rules calculated automatically.'),
          h('人才盘点', 'Talent reviews', '九宫格盘点与继任计划。', 'Nine-box reviews and succession planning.'),
          h('组织洞察', 'Workforce insight', '人效分析辅助决策。', 'Productivity analytics for better decisions.'),
        ],
      },
      {
        n: 404,
        name: ['采购云', 'Procurement Cloud'],
        desc: [
          '寻源、招投标、合同与供应商协同，降本增效看得见。',
          'Sourcing, tendering, contracts and supplier collaboration with measurable savings.',
        ],
        icon: 'icon-cart.svg',
        highlights: [
          h(
            '阳光寻源',
            'Transparent sourcing',
            '在线比价与招投标全程留痕。',
            'Online bidding with a full audit trail.',
          ),
          h(
            '供应商门户',
            'Supplier portal',
            '订单、送货与对账在线协同。',
            'Orders, deliveries and statements shared online.',
          ),
          h('品类管理', 'Category management', '按品类制定采购策略。', 'Sourcing strategy by category.'),
          h(
            '风险预警',
            'Risk alerts',
            '供应商资质与履约风险实时提醒。',
            'Real-time alerts on supplier credentials and performance.',
          ),
        ],
      },
      {
        n: 405,
        name: ['供应链协同', 'Supply Chain Collaboration'],
        desc: [
          '需求预测、库存优化与订单履约全链路协同。',
          'Demand forecasting, inventory optimisation and order fulfilment, end to end.',
        ],
        icon: 'icon-truck.svg',
        highlights: [
          h(
            '需求预测',
            'Demand forecasting',
            '机器学习预测准确率提升20%。',
            'Machine-learning forecasts 20% more accurate.',
          ),
          h('库存优化', 'Inventory optimisation', '安全库存自动计算。', 'Safety stock calculated automatically.'),
          h('订单履约', 'Order fulfilment', '智能分单与承诺交期。', 'Smart allocation and reliable promise dates.'),
          h(
            '端到端可视',
            'End-to-end visibility',
            '从供应商到客户全程追踪。',
            'Track every order from supplier to customer.',
          ),
        ],
      },
      {
        n: 406,
        name: ['项目云', 'Project Cloud'],
        desc: [
          '项目立项、进度、成本与收入一体化管理。',
          'Project initiation, schedule, cost and revenue managed together.',
        ],
        icon: 'icon-chart.svg',
        highlights: [
          h(
            '项目全景',
            'Portfolio view',
            '所有项目进度与风险一屏掌握。',
            'Every project’s progress and risk on one screen.',
          ),
          h('成本管控', 'Cost control', '预算、合同与实际成本对比。', 'Budget, commitments and actuals side by side.'),
          h('资源调度', 'Resource planning', '人员与设备按需调配。', 'Assign people and equipment where needed.'),
          h(
            '收入确认',
            'Revenue recognition',
            '按里程碑自动确认收入。',
            'Milestone-based revenue recognised automatically.',
          ),
        ],
      },
      {
        n: 407,
        name: ['费控报销', 'Spend & Expense'],
        desc: [
          '差旅预订、费用申请与报销审批全流程线上化。',
          'Travel booking, spend requests and expense approvals fully online.',
        ],
        icon: 'icon-shield.svg',
        highlights: [
          h('事前管控', 'Control before spend', '预算占用与标准校验。', 'Budget checks and policy rules up front.'),
          h('发票识别', 'Invoice capture', 'OCR自动识别与验真。', 'OCR capture and authenticity checks.'),
          h(
            '统一支付',
            'Unified payment',
            '对公支付与员工报销一键完成。',
            'Company payments and reimbursements in one step.',
          ),
          h('费用分析', 'Spend analytics', '多维度费用洞察。', 'Spend insight across every dimension.'),
        ],
      },
    ],
  },
  {
    n: 302,
    name: ['智能制造云', 'Smart Manufacturing Cloud'],
    subtitle: ['连接人、机、料、法、环', 'Connecting people, machines, materials, methods and environment'],
    desc: [
      '面向离散与流程制造的数字工厂套件，从计划排程到车间执行、质量与设备管理全面覆盖。',
      'A digital factory suite for discrete and process manufacturing, from planning and scheduling to execution, quality and maintenance.',
    ],
    icon: 'icon-factory.svg',
    plate: ['数字工厂', 'Digital factory'],
    caseNumbers: [201, 202, 203],
    products: [
      {
        n: 411,
        name: ['MES制造执行', 'Manufacturing Execution (MES)'],
        desc: ['工单、报工、物料与在制品实时管控。', 'Real-time control of work orders, reporting, materials and WIP.'],
        icon: 'icon-gear.svg',
        highlights: [
          h('透明车间', 'Transparent shop floor', '工单进度实时可视。', 'Live work-order progress.'),
          h('防错防呆', 'Error-proofing', '扫码校验物料与工艺。', 'Barcode checks for materials and routings.'),
          h('无纸化', 'Paperless', '电子作业指导书。', 'Digital work instructions.'),
          h('快速部署', 'Fast deployment', '标准模板8周上线。', 'Standard templates live in eight weeks.'),
        ],
      },
      {
        n: 412,
        name: ['设备物联', 'Equipment IoT'],
        desc: [
          '多协议设备接入，实时采集与预测性维护。',
          'Multi-protocol connectivity, live data and predictive maintenance.',
        ],
        icon: 'icon-chip.svg',
        highlights: [
          h('广泛接入', 'Broad connectivity', '支持200+工业协议。', '200+ industrial protocols supported.'),
          h('实时监控', 'Live monitoring', '秒级数据采集。', 'Data collected every second.'),
          h('预测维护', 'Predictive maintenance', 'AI模型提前预警。', 'AI models warn ahead of failure.'),
          h('OEE分析', 'OEE analytics', '设备效率自动计算。', 'Equipment effectiveness calculated automatically.'),
        ],
      },
      {
        n: 413,
        name: ['质量管理QMS', 'Quality Management (QMS)'],
        desc: [
          '来料、过程、成品检验与质量追溯闭环。',
          'Incoming, in-process and final inspection with closed-loop traceability.',
        ],
        icon: 'icon-shield.svg',
        highlights: [
          h('全程追溯', 'Full traceability', '一物一码正反向追溯。', 'Forward and backward tracing by item code.'),
          h('SPC分析', 'SPC analytics', '过程能力实时监控。', 'Live process-capability monitoring.'),
          h('8D闭环', '8D problem solving', '质量问题跟踪到底。', 'Every issue tracked to closure.'),
          h('供应商质量', 'Supplier quality', '来料质量协同改进。', 'Joint improvement of incoming quality.'),
        ],
      },
      {
        n: 414,
        name: ['仓储管理WMS', 'Warehouse Management (WMS)'],
        desc: [
          '库位、波次拣选与出入库作业精细化管理。',
          'Bins, wave picking and inbound/outbound operations under precise control.',
        ],
        icon: 'icon-database.svg',
        highlights: [
          h('智能上架', 'Smart put-away', '按规则推荐库位。', 'Rule-based bin suggestions.'),
          h('波次拣选', 'Wave picking', '拣货路径自动优化。', 'Optimised picking routes.'),
          h('库存准确', 'Accurate stock', '账实相符率99.9%。', '99.9% stock accuracy.'),
          h('设备对接', 'Automation ready', '对接AGV与立体库。', 'Works with AGVs and automated storage.'),
        ],
      },
      {
        n: 415,
        name: ['计划排程APS', 'Advanced Planning (APS)'],
        desc: ['有限产能排程，订单交期精准承诺。', 'Finite-capacity scheduling for delivery dates you can promise.'],
        icon: 'icon-chart.svg',
        highlights: [
          h('分钟级排程', 'Scheduling in minutes', '千级工单快速排产。', 'Thousands of orders scheduled quickly.'),
          h(
            '约束优化',
            'Constraint-aware',
            '考虑设备、人员、物料约束。',
            'Machines, people and materials taken into account.',
          ),
          h('插单模拟', 'What-if analysis', '紧急插单影响一目了然。', 'See the impact of rush orders at a glance.'),
          h('协同执行', 'Linked to execution', '与MES无缝衔接。', 'Seamless hand-off to MES.'),
        ],
      },
      {
        n: 416,
        name: ['能源管理EMS', 'Energy Management (EMS)'],
        desc: [
          '能耗监测、分析与优化，助力双碳目标。',
          'Monitor, analyse and optimise energy use towards carbon goals.',
        ],
        icon: 'icon-leaf.svg',
        highlights: [
          h('分项计量', 'Sub-metering', '按产线、设备统计能耗。', 'Energy by line and by machine.'),
          h('碳排核算', 'Carbon accounting', '自动生成碳排报告。', 'Carbon reports generated automatically.'),
          h('节能优化', 'Energy optimisation', '峰谷用电策略建议。', 'Peak and off-peak usage advice.'),
          h('异常告警', 'Anomaly alerts', '能耗异常实时提醒。', 'Real-time alerts on unusual consumption.'),
        ],
      },
    ],
  },
  {
    n: 303,
    name: ['数据与AI', 'Data & AI'],
    subtitle: ['让数据成为生产力', 'Turning data into productivity'],
    desc: [
      '从数据治理到智能分析与AI助手，让每一位员工都能用数据做决策。',
      'From data governance to analytics and AI copilots, so every employee decides with data.',
    ],
    icon: 'icon-chip.svg',
    plate: ['智能决策', 'Intelligent decisions'],
    caseNumbers: [205, 208, 212],
    products: [
      {
        n: 421,
        name: ['数据中台', 'Data Platform'],
        desc: [
          '数据集成、治理与资产化，构建企业统一数据底座。',
          'Integrate, govern and catalogue data on one enterprise foundation.',
        ],
        icon: 'icon-database.svg',
        highlights: [
          h('全域集成', 'Integrate everything', '100+数据源一键接入。', '100+ data sources out of the box.'),
          h('数据治理', 'Data governance', '标准、质量、安全一体化。', 'Standards, quality and security together.'),
          h('数据资产', 'Data catalogue', '资产目录与血缘分析。', 'Asset catalogue with lineage.'),
          h('数据服务', 'Data services', 'API方式共享数据。', 'Share data through APIs.'),
        ],
      },
      {
        n: 422,
        name: ['智能BI', 'Smart BI'],
        desc: [
          '自助分析与经营驾驶舱，指标口径统一。',
          'Self-service analytics and executive dashboards with consistent metrics.',
        ],
        icon: 'icon-chart.svg',
        highlights: [
          h('拖拽分析', 'Drag-and-drop analysis', '业务人员自助取数。', 'Business users answer their own questions.'),
          h('统一指标', 'One metric layer', '指标口径一处定义。', 'Define every metric once.'),
          h('移动看板', 'Mobile dashboards', '随时随地看经营。', 'Your business on your phone.'),
          h('智能预警', 'Smart alerts', '指标异常自动推送。', 'Automatic alerts when metrics drift.'),
        ],
      },
      {
        n: 423,
        name: ['AI智能助手', 'AI Copilot'],
        desc: [
          '基于企业知识与业务数据的生成式AI助手。',
          'A generative AI assistant grounded in your knowledge and business data.',
        ],
        icon: 'icon-bolt.svg',
        highlights: [
          h(
            '懂业务',
            'Knows your business',
            '接入ERP与知识库回答问题。',
            'Answers from ERP data and your knowledge base.',
          ),
          h('能办事', 'Gets things done', '对话中完成审批与查询。', 'Approve and look up in the conversation.'),
          h('可管控', 'Under control', '权限与审计全程可控。', 'Permissions and audit built in.'),
          h('私有部署', 'Private deployment', '支持本地化大模型。', 'Runs with on-premise models.'),
        ],
      },
    ],
  },
]

/** Product screens drawn for section items: enough that one product page never shows a screen twice. */
const PRODUCT_SCREENS = 36

/**
 * A section item (n = product * 100 + section * 10 + position, position 0–3) with a product screen of its
 * own on its page: the slot is unique within the product, and products start at different slots.
 */
function item(ctx: ContentContext, n: number, title: string, desc: string, icon: string): SectionItem {
  const k = n % 100
  if (k % 10 > 3) throw new Error(`section item ${n}: at most four items per section have a screen`)
  const screen = (Math.floor(k / 10) * 4 + (k % 10) + 11 * Math.floor(n / 100)) % PRODUCT_SCREENS
  return {
    id: ctx.id(n),
    title,
    desc,
    logo: asset(icon),
    pcResource: files(screenArtName('product', screen, ctx.lang)),
  }
}

function buildProduct(
  ctx: ContentContext,
  category: CategorySeed,
  seed: ProductSeed,
  index: number,
  cases: Case[],
): Product {
  const { t, id, lang } = ctx
  const pick = (pair: Pair) => (lang === 'zh' ? pair[0] : pair[1])
  const name = pick(seed.name)
  const base = seed.n * 100
  const caseIds = new Set(category.caseNumbers.map(id))
  const consult = formId(ctx, 'consult')
  const demandItems: [Pair, Pair][] = [
    h(
      '流程割裂',
      'Disconnected processes',
      '部门系统各自为政，数据重复录入。',
      'Each department runs its own system and re-keys the same data.',
    ),
    h(
      '决策滞后',
      'Slow decisions',
      '报表靠人工汇总，经营数据总是晚一步。',
      'Reports are compiled by hand and always a step behind.',
    ),
    h(
      '合规压力',
      'Compliance pressure',
      '监管要求提高，审计追溯成本高。',
      'Regulation tightens and audits are costly.',
    ),
    h(
      '增长受限',
      'Growth held back',
      '系统难以支撑新业务与新组织快速上线。',
      'Systems cannot keep up with new businesses and entities.',
    ),
  ]
  return {
    id: id(seed.n),
    name,
    desc: pick(seed.desc),
    naviDesc: pick(seed.desc).replace(/[。.]$/, ''),
    diagram: asset(`blueprint-${(index % 4) + 1}-${lang}.svg`),
    pcResource: files(bannerArt('product', seed.n, index % 2 === 0 ? 'dark' : 'light')),
    mobileResource: files(bannerArt('product', seed.n, index % 2 === 0 ? 'dark' : 'light', true)),
    productConfig: {
      name: t('企业面临的挑战', 'The challenges companies face'),
      desc: t(
        `${name}帮助企业从容应对数字化转型中的共性难题。`,
        `${name} helps companies tackle the common hurdles of digital transformation.`,
      ),
      configList: demandItems.map(([title, desc], i) =>
        item(
          ctx,
          base + 10 + i,
          pick(title),
          pick(desc),
          ['icon-layers.svg', 'icon-chart.svg', 'icon-shield.svg', 'icon-globe.svg'][i],
        ),
      ),
    },
    productSuperiority: seed.highlights.map(([title, desc], i) =>
      item(ctx, base + 20 + i, pick(title), pick(desc), seed.icon),
    ),
    applicationScenarios: [
      item(
        ctx,
        base + 30,
        t('集团管控', 'Group control'),
        t(
          `集团总部通过${name}统一标准、集中管控，下属单位灵活执行。`,
          `Headquarters set standards in ${name} while business units execute flexibly.`,
        ),
        'icon-bank.svg',
      ),
      item(
        ctx,
        base + 31,
        t('多工厂协同', 'Multi-plant operations'),
        t('跨地域工厂共享计划、库存与产能信息。', 'Plants in different regions share plans, stock and capacity.'),
        'icon-factory.svg',
      ),
      item(
        ctx,
        base + 32,
        t('出海经营', 'Going global'),
        t(
          '多语言、多币种、多税制，支撑海外业务合规运营。',
          'Languages, currencies and tax regimes for compliant operations abroad.',
        ),
        'icon-globe.svg',
      ),
    ],
    coreFunctions: [
      {
        id: id(base + 40),
        name: t('业务管理', 'Operations'),
        iconUrl: asset('icon-layers.svg'),
        functionList: [
          item(
            ctx,
            base + 41,
            t('流程建模', 'Process modelling'),
            t('可视化配置审批与业务流程。', 'Configure approvals and processes visually.'),
            'icon-gear.svg',
          ),
          item(
            ctx,
            base + 42,
            t('单据中心', 'Document hub'),
            t('统一管理各类业务单据。', 'Every business document in one place.'),
            'icon-database.svg',
          ),
          item(
            ctx,
            base + 43,
            t('移动办公', 'Mobile work'),
            t('审批、查询随时随地。', 'Approve and look up anywhere.'),
            'icon-users.svg',
          ),
        ],
      },
      {
        id: id(base + 50),
        name: t('数据分析', 'Analytics'),
        iconUrl: asset('icon-chart.svg'),
        functionList: [
          item(
            ctx,
            base + 51,
            t('经营看板', 'Business dashboards'),
            t('关键指标实时呈现。', 'Key metrics in real time.'),
            'icon-chart.svg',
          ),
          item(
            ctx,
            base + 52,
            t('智能预警', 'Smart alerts'),
            t('异常自动推送责任人。', 'Anomalies go straight to the owner.'),
            'icon-bolt.svg',
          ),
        ],
      },
      {
        id: id(base + 60),
        name: t('平台能力', 'Platform'),
        iconUrl: asset('icon-cloud.svg'),
        functionList: [
          item(
            ctx,
            base + 61,
            t('低代码扩展', 'Low-code extensions'),
            t('无需改代码即可扩展字段与页面。', 'Extend fields and screens without code.'),
            'icon-layers.svg',
          ),
          item(
            ctx,
            base + 62,
            t('开放接口', 'Open APIs'),
            t('标准REST接口对接第三方系统。', 'Standard REST APIs for third-party systems.'),
            'icon-globe.svg',
          ),
          item(
            ctx,
            base + 63,
            t('安全合规', 'Security and compliance'),
            t('等保三级与数据加密。', 'Certified security with encryption throughout.'),
            'icon-shield.svg',
          ),
        ],
      },
    ],
    businessBluePrints: [
      {
        id: id(base + 70),
        title: t('总体架构', 'Architecture'),
        logo: asset('icon-layers.svg'),
        resourceUrl: asset(`blueprint-${(index % 4) + 1}-${lang}.svg`),
      },
      {
        id: id(base + 71),
        title: t('业务流程', 'Process flow'),
        logo: asset('icon-gear.svg'),
        resourceUrl: asset(`blueprint-${((index + 1) % 4) + 1}-${lang}.svg`),
      },
      {
        id: id(base + 72),
        title: t('部署方式', 'Deployment'),
        logo: asset('icon-cloud.svg'),
        resourceUrl: asset(`blueprint-${((index + 2) % 4) + 1}-${lang}.svg`),
      },
    ],
    businessValues: [
      item(
        ctx,
        base + 80,
        t('效率提升40%', '40% more efficient'),
        t('流程自动化减少重复劳动。', 'Automation removes repetitive work.'),
        'icon-bolt.svg',
      ),
      item(
        ctx,
        base + 81,
        t('成本降低20%', '20% lower costs'),
        t('精细化管控减少浪费。', 'Tighter control cuts waste.'),
        'icon-chart.svg',
      ),
      item(
        ctx,
        base + 82,
        t('决策提速3倍', '3x faster decisions'),
        t('实时数据支撑经营决策。', 'Live data behind every decision.'),
        'icon-globe.svg',
      ),
    ],
    exampleBOList: cases.filter((c) => caseIds.has(c.id)),
    jumpBO: formThenDownloadJump(
      formId(ctx, 'download'),
      'product-brochure.pdf',
      t('下载产品手册', 'Download brochure'),
    ),
    demonstration:
      index % 3 === 2
        ? documentJump('product-brochure.pdf', t('查看产品白皮书', 'Read the product sheet'))
        : formJump(consult, t('申请演示', 'Request a demo')),
    // Alternate so both the titled and the untitled enterprise-demand layouts appear (SPEC §2 /product/{id}).
    isShowEnterpriseDemandTitle: index % 2 === 0,
    categoryId: id(category.n),
  }
}

export interface ProductCatalogue {
  categories: ProductCategory[]
  products: Product[]
  /** Case ids related to each category id. */
  categoryCases: Map<number, number[]>
}

export function buildProducts(ctx: ContentContext, cases: Case[]): ProductCatalogue {
  const { t, id, lang } = ctx
  const pick = (pair: Pair) => (lang === 'zh' ? pair[0] : pair[1])
  const categories: ProductCategory[] = []
  const products: Product[] = []
  const categoryCases = new Map<number, number[]>()
  let productIndex = 0
  categorySeeds.forEach((seed) => {
    const name = pick(seed.name)
    categories.push({
      id: id(seed.n),
      name,
      desc: pick(seed.desc),
      subtitle: pick(seed.subtitle),
      naviDesc: pick(seed.subtitle),
      proLogo: asset(seed.icon),
      productPlate: pick(seed.plate),
      pcResource: files(bannerArt('banner', seed.n, 'dark')),
      mobileResource: files(bannerArt('banner', seed.n, 'dark', true)),
      content: [
        `<h2>${t(`为什么选择${name}`, `Why ${name}`)}</h2>`,
        `<p>${pick(seed.desc)}</p>`,
        `<h3>${t('一体化平台', 'One platform')}</h3>`,
        `<p>${t('所有产品共享同一数据模型与权限体系，按需组合、逐步上线。', 'All products share one data model and permission system: combine them as you need and roll out step by step.')}</p>`,
        `<h3>${t('行业最佳实践', 'Industry best practice')}</h3>`,
        `<p>${t('沉淀3,000余家客户的实施经验，预置行业模板，缩短上线周期。', 'Templates distilled from more than 3,000 customer projects shorten every roll-out.')}</p>`,
      ].join('\n'),
      jumpBO: formJump(formId(ctx, 'consult'), t('立即咨询', 'Contact sales')),
      demonstration: formJump(formId(ctx, 'consult'), t('预约演示', 'Book a demo')),
    })
    categoryCases.set(id(seed.n), seed.caseNumbers.map(id))
    for (const productSeed of seed.products) products.push(buildProduct(ctx, seed, productSeed, productIndex++, cases))
  })
  return { categories, products, categoryCases }
}
