/** The AI-native landing page: its carousel and the story of employees paired with AI advisers. */
import { bannerArt, cardArt, portraitArtName } from '../art/names'
import { asset, files, type ContentContext } from './context'
import { formId } from './forms'
import { formJump, videoJump, type Jump } from './jump'

export interface AiCarouselItem {
  id: number
  title: string
  desc: string
  pcResourceUrl: string
  mobileResourceUrl: string
  jumpBO: Jump | null
}
export interface Employee {
  id: number
  name: string
  position: string
  avatar: string
  aiAvatar: string
  aiPosition: string
  order: number
  departmentLevel: { id: number; name: string }
}
export interface AiStory {
  id: number
  title: string
  description: string
  departmentLevelBOS: { id: number; name: string; employeeBOS: Employee[] }[]
  storyLineBOS: {
    id: number
    name: string
    employee: Employee
    storyLineSceneRelationBOS: {
      id: number
      sceneName: string
      scene: { pcLink: string; pcResource: ReturnType<typeof files> }
    }[]
  }[]
}

export function buildAiCarousel(ctx: ContentContext): AiCarouselItem[] {
  const { t, id } = ctx
  return [
    {
      id: id(981),
      title: t('AI原生企业', 'The AI-native enterprise'),
      desc: t('每一位员工，都有一位AI搭档', 'An AI partner for every employee'),
      pcResourceUrl: asset(bannerArt('banner', 981, 'dark')),
      mobileResourceUrl: asset(bannerArt('banner', 981, 'dark', true)),
      jumpBO: videoJump('demo-video.mp4', t('观看视频', 'Watch the film')),
    },
    {
      id: id(982),
      title: t('AI智能助手2.0', 'AI Copilot 2.0'),
      desc: t('从会回答，到会办事', 'From answering to acting'),
      pcResourceUrl: asset(bannerArt('banner', 982, 'dark')),
      mobileResourceUrl: asset(bannerArt('banner', 982, 'dark', true)),
      jumpBO: formJump(formId(ctx, 'consult'), t('预约体验', 'Book a trial')),
    },
    {
      id: id(983),
      title: t('企业知识，随问随答', 'Company knowledge on demand'),
      desc: t('基于企业知识库的RAG问答', 'Answers grounded in your knowledge base'),
      pcResourceUrl: asset(bannerArt('banner', 983, 'dark')),
      mobileResourceUrl: asset(bannerArt('banner', 983, 'dark', true)),
      jumpBO: null,
    },
  ]
}

export function buildAiStory(ctx: ContentContext): AiStory {
  const { t, id } = ctx
  const departments: [number, string, string][] = [
    [1, '财务部', 'Finance'],
    [2, '供应链部', 'Supply chain'],
    [3, '客户服务部', 'Customer service'],
  ]
  const people: [string, string, string, string, string, string, number][] = [
    ['陈静', 'Chen Jing', '财务总监', 'Finance Director', 'AI财务分析师', 'AI finance analyst', 1],
    ['刘洋', 'Liu Yang', '应付会计', 'Payables Accountant', 'AI对账助手', 'AI reconciliation assistant', 1],
    ['王磊', 'Wang Lei', '采购经理', 'Procurement Manager', 'AI寻源顾问', 'AI sourcing adviser', 2],
    ['赵敏', 'Zhao Min', '计划主管', 'Planning Lead', 'AI需求预测师', 'AI demand forecaster', 2],
    ['孙悦', 'Sun Yue', '仓储主管', 'Warehouse Lead', 'AI库存管家', 'AI inventory keeper', 2],
    ['周婷', 'Zhou Ting', '客服经理', 'Service Manager', 'AI客服专家', 'AI service expert', 3],
    ['吴昊', 'Wu Hao', '技术支持工程师', 'Support Engineer', 'AI故障诊断师', 'AI troubleshooter', 3],
  ]
  const employees: Employee[] = people.map(([zhName, enName, zhPos, enPos, zhAi, enAi, dept], i) => ({
    id: id(990 + i),
    name: t(zhName, enName),
    position: t(zhPos, enPos),
    avatar: asset(portraitArtName(`staff-${i + 1}`, ctx.lang)),
    aiAvatar: asset(portraitArtName(`staff-${i + 1}`, ctx.lang, true)),
    aiPosition: t(zhAi, enAi),
    // Orders are deliberately not the list order: the page sorts by `order` before pairing per row.
    order: [3, 1, 2, 5, 4, 7, 6][i],
    departmentLevel: { id: id(985 + dept), name: t(departments[dept - 1][1], departments[dept - 1][2]) },
  }))
  return {
    id: id(980),
    title: t('AI原生企业的一天', 'A day in an AI-native company'),
    description: t(
      '看看云启数智的员工如何与AI搭档协同工作。',
      'See how CloudLead Digital people work side by side with their AI partners.',
    ),
    departmentLevelBOS: departments.map(([n, zh, en]) => ({
      id: id(985 + n),
      name: t(zh, en),
      employeeBOS: employees.filter((e) => e.departmentLevel.id === id(985 + n)),
    })),
    storyLineBOS: employees.slice(0, 3).map((employee, i) => ({
      id: id(975 + i),
      name: t(
        ['月末结账', '紧急采购', '客户投诉处理'][i],
        ['Month-end close', 'Urgent sourcing', 'Handling a complaint'][i],
      ),
      employee,
      storyLineSceneRelationBOS: [0, 1].map((s) => ({
        id: id(970 + i * 2 + s),
        sceneName: t(['提出问题', 'AI给出方案'][s], ['Asking the question', 'The AI’s answer'][s]),
        scene: { pcLink: '/ai', pcResource: files(cardArt('scene', 970 + i * 2 + s)) },
      })),
    })),
  }
}
