/**
 * News and AI news (SPEC §3 News item, Article). 22 news and 8 AI news per language, so the 9-a-page
 * news list has three pages. Every item is also an article with labels, media coverage, author, editor
 * and a rich body with H2/H3 headings (the article page builds its side anchors from them).
 */
import { cardArt } from '../art/names'
import { files, type ContentContext, type FileResource } from './context'

export type NewsType = 'NEWS' | 'NEWS_AI'

export interface NewsItem {
  id: number
  title: string
  desc: string
  coverMaterial: FileResource
  createTime: string
  type: NewsType
  /** Shown in the fixed-news carousel. */
  fixed: boolean
}

export interface Article {
  id: number
  title: string
  label: string
  createTime: string
  createdAt: string
  desc: string
  content: string
  mediaCoverageList: { mediaName: string; address: string }[]
  author: string
  edit: string
  coverMaterial: FileResource
}

type Pair = [string, string]
type Theme = 'product' | 'customer' | 'award' | 'event' | 'partner' | 'ai'
interface NewsSeed {
  title: Pair
  desc: Pair
  theme: Theme
  date: string
}

const newsSeeds: NewsSeed[] = [
  {
    theme: 'product',
    date: '2026-10-28 09:30:00',
    title: [
      '云启ERP 2026秋季版发布：业财一体再升级',
      'CloudLead ERP Autumn 2026 release takes finance and operations integration further',
    ],
    desc: [
      '新版本带来实时合并报表、智能对账与全新移动工作台。',
      'Real-time consolidation, smart reconciliation and a new mobile workspace.',
    ],
  },
  {
    theme: 'customer',
    date: '2026-10-15 14:00:00',
    title: ['华信精密12家工厂完成统一上云', 'Huaxin Precision completes the move of 12 plants to one cloud'],
    desc: ['项目历时9个月，订单交付周期缩短35%。', 'Nine months on, order lead time is down 35%.'],
  },
  {
    theme: 'award',
    date: '2026-09-30 10:00:00',
    title: [
      '云启数智入选“中国企业服务云100强”',
      'CloudLead Digital named among China’s Top 100 enterprise cloud vendors',
    ],
    desc: [
      '凭借在制造业数字化领域的持续创新获评。',
      'Recognised for continued innovation in manufacturing digitalisation.',
    ],
  },
  {
    theme: 'event',
    date: '2026-09-18 16:00:00',
    title: ['2026数智化转型峰会在上海圆满落幕', 'Digital Transformation Summit 2026 closes in Shanghai'],
    desc: [
      '逾1,200位企业CIO与行业专家共话智能化未来。',
      'More than 1,200 CIOs and experts discussed the intelligent enterprise.',
    ],
  },
  {
    theme: 'partner',
    date: '2026-09-05 11:00:00',
    title: [
      '云启数智与华东云计算中心达成战略合作',
      'CloudLead Digital and East China Cloud Computing Centre sign strategic partnership',
    ],
    desc: ['双方将共建区域工业互联网平台。', 'The partners will build a regional industrial internet platform.'],
  },
  {
    theme: 'product',
    date: '2026-08-22 09:00:00',
    title: ['智能制造云新增APS高级排程模块', 'Smart Manufacturing Cloud adds advanced planning and scheduling'],
    desc: [
      '千级工单分钟级排产，支持插单模拟。',
      'Thousands of work orders scheduled in minutes, with what-if analysis.',
    ],
  },
  {
    theme: 'customer',
    date: '2026-08-08 15:30:00',
    title: ['润通连锁600家门店上线智能补货', 'Runtong rolls out AI replenishment to 600 stores'],
    desc: ['门店缺货率下降40%，订货时间缩短至10分钟。', 'Stock-outs down 40% and ordering now takes ten minutes.'],
  },
  {
    theme: 'award',
    date: '2026-07-26 10:00:00',
    title: [
      '云启数据中台通过信通院数据管理能力评估',
      'CloudLead Data Platform passes the national data management capability assessment',
    ],
    desc: ['获得DCMM四级（量化管理级）认证。', 'Certified at DCMM level 4 (quantitatively managed).'],
  },
  {
    theme: 'event',
    date: '2026-07-12 14:00:00',
    title: ['“走进标杆工厂”第八期活动走进北辰汽车部件', 'Factory Visit series, episode 8: Northstar EV Components'],
    desc: ['60位制造企业高管实地参观数字化车间。', 'Sixty manufacturing executives toured a digital shop floor.'],
  },
  {
    theme: 'product',
    date: '2026-06-28 09:30:00',
    title: ['费控报销全面支持数电发票', 'Spend & Expense now fully supports fully digital e-invoices'],
    desc: ['发票自动归集、验真、入账一步到位。', 'Invoices collected, verified and posted in one step.'],
  },
  {
    theme: 'partner',
    date: '2026-06-15 10:30:00',
    title: ['云启数智加入开放原子开源基金会', 'CloudLead Digital joins the OpenAtom open-source foundation'],
    desc: ['将向社区贡献低代码引擎核心组件。', 'It will contribute core components of its low-code engine.'],
  },
  {
    theme: 'customer',
    date: '2026-05-30 16:00:00',
    title: ['子午线电力120座场站实现集中运维', 'Meridian Power centralises operations for 120 sites'],
    desc: ['检修效率提升30%，发电损失降低12%。', 'Maintenance 30% more efficient, generation losses down 12%.'],
  },
  {
    theme: 'event',
    date: '2026-05-16 13:30:00',
    title: ['云启数智2026合作伙伴大会召开', 'CloudLead Digital Partner Conference 2026'],
    desc: [
      '发布伙伴成长计划，百家伙伴共赴新征程。',
      'A new partner growth programme launched with a hundred partners.',
    ],
  },
  {
    theme: 'award',
    date: '2026-04-28 10:00:00',
    title: ['云启ERP荣获年度“最佳云原生应用”', 'CloudLead ERP wins Best Cloud-Native Application of the Year'],
    desc: ['评审团高度评价其多组织架构与开放能力。', 'Judges praised its multi-entity architecture and openness.'],
  },
  {
    theme: 'product',
    date: '2026-04-10 09:00:00',
    title: ['质量管理QMS发布供应商质量协同门户', 'QMS launches a supplier quality collaboration portal'],
    desc: ['来料问题在线闭环，改善周期缩短一半。', 'Incoming issues closed online in half the time.'],
  },
  {
    theme: 'customer',
    date: '2026-03-25 15:00:00',
    title: ['京城百货全渠道会员复购率提升27%', 'Jingcheng Department Store lifts repeat purchases by 27%'],
    desc: ['会员、积分、营销一体化运营。', 'Membership, loyalty and marketing run as one.'],
  },
  {
    theme: 'partner',
    date: '2026-03-12 11:00:00',
    title: [
      '云启数智与三所高校共建数字化人才基地',
      'CloudLead Digital and three universities open a digital skills centre',
    ],
    desc: ['每年培养1,000名企业数字化人才。', 'Training 1,000 digital professionals a year.'],
  },
  {
    theme: 'event',
    date: '2026-02-26 14:00:00',
    title: ['“数智CFO”闭门研讨会在深圳举行', 'Closed-door Digital CFO roundtable held in Shenzhen'],
    desc: ['探讨财务共享与智能财务的落地路径。', 'How to put shared services and intelligent finance into practice.'],
  },
  {
    theme: 'award',
    date: '2026-02-10 10:00:00',
    title: [
      '云启数智通过ISO 27701隐私信息管理认证',
      'CloudLead Digital certified to ISO 27701 for privacy information management',
    ],
    desc: ['进一步完善数据安全与隐私保护体系。', 'Strengthening data security and privacy protection.'],
  },
  {
    theme: 'product',
    date: '2026-01-20 09:30:00',
    title: ['能源管理EMS上线碳排核算功能', 'Energy Management adds carbon accounting'],
    desc: ['自动生成符合国家标准的碳排放报告。', 'Carbon reports generated to national standards.'],
  },
  {
    theme: 'customer',
    date: '2026-01-08 16:30:00',
    title: ['基石物流车辆利用率提升22%', 'Keystone Logistics raises fleet utilisation by 22%'],
    desc: ['智能调度与自动对账全面上线。', 'Smart dispatch and automatic reconciliation go live.'],
  },
  {
    theme: 'event',
    date: '2025-12-18 14:00:00',
    title: ['云启数智年度客户答谢会举行', 'CloudLead Digital annual customer appreciation evening'],
    desc: ['感谢3,000余家客户一路同行。', 'Thanking more than 3,000 customers for the journey.'],
  },
]

const aiSeeds: NewsSeed[] = [
  {
    theme: 'ai',
    date: '2026-11-06 10:00:00',
    title: ['云启AI智能助手2.0发布：从会回答到会办事', 'CloudLead AI Copilot 2.0: from answering to acting'],
    desc: [
      '支持在对话中完成审批、查询与单据创建。',
      'Approve, look up and create documents right in the conversation.',
    ],
  },
  {
    theme: 'ai',
    date: '2026-10-20 09:30:00',
    title: [
      'AI原生企业白皮书：每个员工都有一位AI搭档',
      'AI-Native Enterprise white paper: an AI partner for every employee',
    ],
    desc: ['系统阐述AI原生组织的建设路径。', 'A roadmap for building an AI-native organisation.'],
  },
  {
    theme: 'ai',
    date: '2026-09-25 14:00:00',
    title: ['工业视觉质检模型在三家工厂落地', 'Industrial vision inspection model goes live in three factories'],
    desc: ['缺陷检出率达99.2%，替代80%人工目检。', '99.2% defect detection, replacing 80% of manual checks.'],
  },
  {
    theme: 'ai',
    date: '2026-08-30 10:00:00',
    title: ['云启数智发布企业知识库RAG解决方案', 'CloudLead Digital launches an enterprise knowledge RAG solution'],
    desc: ['让大模型准确回答企业内部问题。', 'Accurate answers from large models on company knowledge.'],
  },
  {
    theme: 'ai',
    date: '2026-07-18 11:00:00',
    title: ['AI需求预测准确率再提升8个百分点', 'AI demand forecasting gains another 8 points of accuracy'],
    desc: ['新一代时序模型覆盖零售与制造场景。', 'A new time-series model for retail and manufacturing.'],
  },
  {
    theme: 'ai',
    date: '2026-06-05 15:00:00',
    title: ['云启数智获评“大模型行业应用优秀案例”', 'CloudLead Digital wins an award for industry use of large models'],
    desc: ['AI财务助手帮助客户月结提速50%。', 'Its AI finance assistant speeds up month-end close by 50%.'],
  },
  {
    theme: 'ai',
    date: '2026-04-22 09:00:00',
    title: ['AI编程助手助力低代码开发效率提升3倍', 'AI coding assistant triples low-code development speed'],
    desc: ['自然语言生成表单、流程与报表。', 'Forms, workflows and reports generated from plain language.'],
  },
  {
    theme: 'ai',
    date: '2026-03-03 10:30:00',
    title: ['云启数智成立AI研究院', 'CloudLead Digital opens its AI Research Institute'],
    desc: ['聚焦企业级大模型与智能体技术。', 'Focused on enterprise large models and agent technology.'],
  },
]

const labelsByTheme: Record<Theme, Pair> = {
  product: ['产品发布,企业管理,云原生', 'Product release,Enterprise management,Cloud native'],
  customer: ['客户案例,数字化转型', 'Customer story,Digital transformation'],
  award: ['荣誉资质,行业认可', 'Awards,Recognition'],
  event: ['品牌活动,行业峰会', 'Events,Industry summit'],
  partner: ['生态合作,战略伙伴', 'Ecosystem,Partnership'],
  ai: ['AI原生,大模型,智能体', 'AI native,Large models,Agents'],
}

function articleBody(ctx: ContentContext, seed: NewsSeed): string {
  const { t, lang } = ctx
  const title = lang === 'zh' ? seed.title[0] : seed.title[1]
  const desc = lang === 'zh' ? seed.desc[0] : seed.desc[1]
  return [
    `<p>${desc}</p>`,
    `<h2>${t('背景', 'Background')}</h2>`,
    `<p>${t('在数字经济加速发展的今天，企业对一体化、智能化管理平台的需求日益迫切。云启数智始终坚持“以客户价值为中心”，持续投入研发与服务。', 'As the digital economy accelerates, companies need integrated and intelligent management platforms more than ever. CloudLead Digital keeps investing in research and service with customer value at the centre.')}</p>`,
    `<h2>${t('主要内容', 'Highlights')}</h2>`,
    `<h3>${t('聚焦业务价值', 'Focused on business value')}</h3>`,
    `<p>${t(`“${title}”是云启数智年度重点工作之一，直接回应了客户在效率、成本与合规方面的核心诉求。`, `“${title}” is one of this year’s priorities and answers customers’ core needs in efficiency, cost and compliance.`)}</p>`,
    `<h3>${t('技术与服务并重', 'Technology and service together')}</h3>`,
    `<p>${t('依托云原生平台与行业实施方法论，项目团队在交付质量与速度上均取得突破。', 'Building on the cloud-native platform and industry delivery methods, the team improved both quality and speed.')}</p>`,
    `<ul><li>${t('标准化产品能力', 'Standardised product capabilities')}</li><li>${t('行业化解决方案', 'Industry-specific solutions')}</li><li>${t('全生命周期服务', 'Lifecycle services')}</li></ul>`,
    `<h2>${t('下一步', 'What comes next')}</h2>`,
    `<p>${t('云启数智将继续携手客户与伙伴，推动更多企业实现高质量数字化转型。', 'CloudLead Digital will keep working with customers and partners to help more companies transform successfully.')}</p>`,
  ].join('\n')
}

export interface NewsCatalogue {
  items: NewsItem[]
  articles: Article[]
}

export function buildNews(ctx: ContentContext): NewsCatalogue {
  const { t, id, lang } = ctx
  const pick = (pair: Pair) => (lang === 'zh' ? pair[0] : pair[1])
  const items: NewsItem[] = []
  const articles: Article[] = []
  const add = (seed: NewsSeed, n: number, type: NewsType, index: number) => {
    const coverMaterial = files(cardArt('news', n))
    items.push({
      id: id(n),
      title: pick(seed.title),
      desc: pick(seed.desc),
      coverMaterial,
      createTime: seed.date,
      type,
      fixed: index % 8 < 3 && index < 24,
    })
    articles.push({
      id: id(n),
      title: pick(seed.title),
      label: pick(labelsByTheme[seed.theme]),
      createTime: seed.date,
      createdAt: seed.date,
      desc: pick(seed.desc),
      content: articleBody(ctx, seed),
      mediaCoverageList:
        index % 3 === 0
          ? [
              { mediaName: t('新华网', 'Xinhua'), address: 'https://www.xinhuanet.com/' },
              { mediaName: t('36氪', '36Kr'), address: 'https://36kr.com/' },
            ]
          : index % 3 === 1
            ? [{ mediaName: t('中国经济网', 'China Economic Net'), address: 'http://www.ce.cn/' }]
            : [],
      author: t(['林晓', '陈思远', '王嘉怡'][index % 3], ['Lin Xiao', 'Chen Siyuan', 'Wang Jiayi'][index % 3]),
      edit: t(['品牌中心', '市场部'][index % 2], ['Brand Centre', 'Marketing'][index % 2]),
      coverMaterial,
    })
  }
  newsSeeds.forEach((seed, i) => add(seed, 601 + i, 'NEWS', i))
  aiSeeds.forEach((seed, i) => add(seed, 651 + i, 'NEWS_AI', i + 3))
  return { items, articles }
}
