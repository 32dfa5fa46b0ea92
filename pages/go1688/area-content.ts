import type { Lang } from '../../site'

/**
 * The supplier/purchaser area's own pages (SPEC §2 /go1688, /go1688/purchaser, /go1688/supplier). The
 * backend has no call for them (SPEC §7), so their words and files live here, in both languages.
 */
export interface AreaSection {
  title: string
  desc: string
  image: string
}

export interface AreaLink {
  title: string
  desc: string
  button: string
  /** A file the button opens (SPEC §3 Jump target DOCUMENT). */
  file: string
}

export interface AreaPage {
  title: string
  desc: string
  banner: { image: string; mobileImage: string }
  consult: string
  sections: { title: string; items: AreaSection[] }
  links: AreaLink[]
  /** The area home links to the other two pages. */
  pages?: { title: string; desc: string; image: string; href: string }[]
}

export type AreaPageName = 'home' | 'purchaser' | 'supplier'

const PAYMENT_INFO = '/demo-assets/payment-info.pdf'
const AGREEMENT = '/demo-assets/supplier-agreement.pdf'
const banner = (n: number) => ({
  image: `/demo-assets/art/banner-go1688-${n}-dark.svg`,
  mobileImage: `/demo-assets/art/banner-go1688-${n}-dark-m.svg`,
})

const zh: Record<AreaPageName, AreaPage> = {
  home: {
    title: '云采购平台',
    desc: '连接企业采购与优质供应商，让每一次采购更透明、更高效。',
    banner: banner(3),
    consult: '立即咨询',
    sections: {
      title: '平台优势',
      items: [
        { title: '阳光采购', desc: '寻源、比价、定标全程留痕。', image: '/demo-assets/art/go1688-5.svg' },
        { title: '海量商机', desc: '数千家企业的采购需求实时发布。', image: '/demo-assets/art/go1688-6.svg' },
        { title: '安全结算', desc: '对公结算，资金流向清晰可查。', image: '/demo-assets/art/go1688-7.svg' },
      ],
    },
    links: [],
    pages: [
      {
        title: '成为采购商',
        desc: '企业采购平台：在线寻源、招投标与订单协同。',
        image: '/demo-assets/art/go1688-8.svg',
        href: '/go1688/purchaser',
      },
      {
        title: '成为供应商',
        desc: '云商机：入驻平台，获取企业采购需求。',
        image: '/demo-assets/art/go1688-9.svg',
        href: '/go1688/supplier',
      },
    ],
  },
  purchaser: {
    title: '企业采购平台',
    desc: '在线寻源、招投标、合同与订单协同，一个平台完成企业采购。',
    banner: banner(4),
    consult: '咨询采购方案',
    sections: {
      title: '采购全流程',
      items: [
        { title: '需求与寻源', desc: '发布需求，自动匹配合格供应商。', image: '/demo-assets/art/go1688-10.svg' },
        { title: '招投标管理', desc: '在线开标、评标，过程可追溯。', image: '/demo-assets/art/go1688-11.svg' },
        { title: '订单协同', desc: '订单、发货、对账在线协同。', image: '/demo-assets/art/go1688-12.svg' },
      ],
    },
    links: [
      { title: '付款信息', desc: '平台服务费的对公账户与开票信息。', button: '查看付款信息', file: PAYMENT_INFO },
    ],
  },
  supplier: {
    title: '云商机',
    desc: '入驻云采购平台，第一时间获取企业采购商机。',
    banner: banner(6),
    consult: '咨询入驻',
    sections: {
      title: '入驻权益',
      items: [
        { title: '精准商机', desc: '按行业与品类推送采购需求。', image: '/demo-assets/art/go1688-13.svg' },
        { title: '在线投标', desc: '无需奔波，线上完成报价投标。', image: '/demo-assets/art/go1688-14.svg' },
        { title: '品牌曝光', desc: '企业主页向采购商展示资质与案例。', image: '/demo-assets/art/go1688-15.svg' },
      ],
    },
    links: [
      { title: '供应商入驻协议', desc: '入驻前请阅读并下载供应商协议。', button: '下载协议', file: AGREEMENT },
      { title: '付款信息', desc: '入驻服务费的对公账户与开票信息。', button: '查看付款信息', file: PAYMENT_INFO },
    ],
  },
}

const en: Record<AreaPageName, AreaPage> = {
  home: {
    title: 'Cloud Sourcing Platform',
    desc: 'Connecting enterprise buyers with qualified suppliers, for sourcing that is open and efficient.',
    banner: banner(3),
    consult: 'Talk to us',
    sections: {
      title: 'Why the platform',
      items: [
        {
          title: 'Transparent sourcing',
          desc: 'Every quote, comparison and award on record.',
          image: '/demo-assets/art/go1688-5.svg',
        },
        {
          title: 'Business opportunities',
          desc: 'Purchasing needs from thousands of companies, as they are published.',
          image: '/demo-assets/art/go1688-6.svg',
        },
        {
          title: 'Safe settlement',
          desc: 'Company-account settlement with a clear money trail.',
          image: '/demo-assets/art/go1688-7.svg',
        },
      ],
    },
    links: [],
    pages: [
      {
        title: 'Become a purchaser',
        desc: 'Enterprise purchasing platform: sourcing, tenders and order collaboration.',
        image: '/demo-assets/art/go1688-8.svg',
        href: '/go1688/purchaser',
      },
      {
        title: 'Become a supplier',
        desc: 'Cloud business opportunities: join and receive purchasing requests.',
        image: '/demo-assets/art/go1688-9.svg',
        href: '/go1688/supplier',
      },
    ],
  },
  purchaser: {
    title: 'Enterprise Purchasing Platform',
    desc: 'Sourcing, tenders, contracts and orders: enterprise purchasing on one platform.',
    banner: banner(4),
    consult: 'Ask about purchasing',
    sections: {
      title: 'Purchasing end to end',
      items: [
        {
          title: 'Needs and sourcing',
          desc: 'Publish a need and meet qualified suppliers.',
          image: '/demo-assets/art/go1688-10.svg',
        },
        {
          title: 'Tender management',
          desc: 'Open and evaluate bids online, every step traceable.',
          image: '/demo-assets/art/go1688-11.svg',
        },
        {
          title: 'Order collaboration',
          desc: 'Orders, deliveries and reconciliation in one place.',
          image: '/demo-assets/art/go1688-12.svg',
        },
      ],
    },
    links: [
      {
        title: 'Payment information',
        desc: 'Company account and invoicing details for the service fee.',
        button: 'View payment info',
        file: PAYMENT_INFO,
      },
    ],
  },
  supplier: {
    title: 'Cloud Business Opportunities',
    desc: 'Join the cloud sourcing platform and be first to hear of enterprise purchasing needs.',
    banner: banner(6),
    consult: 'Ask about joining',
    sections: {
      title: 'What suppliers get',
      items: [
        {
          title: 'Matched opportunities',
          desc: 'Purchasing needs by industry and category.',
          image: '/demo-assets/art/go1688-13.svg',
        },
        { title: 'Online bidding', desc: 'Quote and bid without travelling.', image: '/demo-assets/art/go1688-14.svg' },
        {
          title: 'Brand exposure',
          desc: 'A company page that shows buyers your credentials and cases.',
          image: '/demo-assets/art/go1688-15.svg',
        },
      ],
    },
    links: [
      {
        title: 'Supplier agreement',
        desc: 'Please read and download the supplier agreement before joining.',
        button: 'Download the agreement',
        file: AGREEMENT,
      },
      {
        title: 'Payment information',
        desc: 'Company account and invoicing details for the joining fee.',
        button: 'View payment info',
        file: PAYMENT_INFO,
      },
    ],
  },
}

export function areaPage(name: AreaPageName, lang: Lang): AreaPage {
  return (lang === 'en' ? en : zh)[name]
}
