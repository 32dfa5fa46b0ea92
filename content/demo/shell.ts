/** Sites, language packs, navigation, header popover data, footer and enterprise advantages. */
import { bannerArt } from '../art/names'
import { asset, files, type ContentContext, type FileResource } from './context'
import type { Industry } from './cases'
import type { ProductCatalogue } from './products'
import type { Solution } from './solutions'
import { formId } from './forms'
import { formJump, type Jump } from './jump'

export interface Site {
  id: number
  title: string
  mark: string
  logo: string
}
export interface LanguagePackEntry {
  identification: string
  modular: string
  languageSetting: string
}

/**
 * The two demo sites. Ids and marks are what SITE_HOSTS and the default form ids build on. The title is
 * the brand name in the site's language: the shell uses it for the logo's alt text and the footer.
 */
export const SITES: Site[] = [
  { id: 1, title: '云启数智', mark: 'cn', logo: asset('logo.svg') },
  { id: 2, title: 'CloudLead Digital', mark: 'en', logo: asset('logo.svg') },
]

export function buildLanguagePack(ctx: ContentContext): LanguagePackEntry[] {
  const { t } = ctx
  return [
    { identification: 'common.siteName', modular: 'common', languageSetting: t('云启数智', 'CloudLead Digital') },
    {
      identification: 'common.siteDescription',
      modular: 'common',
      languageSetting: t(
        '云启数智：企业软件与数字化转型服务提供商，提供云原生ERP、智能制造云与数据AI产品及行业解决方案。',
        'CloudLead Digital: enterprise software and digital transformation — cloud-native ERP, smart manufacturing, data and AI, and industry solutions.',
      ),
    },
    { identification: 'consultLong', modular: 'shell', languageSetting: t('咨询专家', 'Talk to an expert') },
    // The footer line names the company, not the site's switcher label.
    {
      identification: 'shell.copyright',
      modular: 'shell',
      languageSetting: t(
        '© {{year}} 云启数智科技有限公司 版权所有',
        '© {{year}} CloudLead Digital Technology Co., Ltd. All rights reserved.',
      ),
    },
    {
      identification: 'shell.recordNumber',
      modular: 'shell',
      languageSetting: t('沪ICP备12034567号', 'Shanghai ICP No. 12034567'),
    },
  ]
}

export interface TopNavigationItem {
  id: number
  displayName: string
  pageAddress: string
  navigationName: string
  desc: string | null
  mobileResource: FileResource | null
  pcResource: FileResource | null
  jumpBO: Jump | null
  /** The CMS's video attached to an entry (the shell does not interpret it). */
  videoRelation?: FileResource
  bannerUrl: string | null
}

export function buildTopNavigation(ctx: ContentContext): TopNavigationItem[] {
  const { t, id } = ctx
  const entry = (
    n: number,
    zh: string,
    en: string,
    pageAddress: string,
    navigationName: string,
    extra: Partial<TopNavigationItem> = {},
  ): TopNavigationItem => ({
    id: id(n),
    displayName: t(zh, en),
    pageAddress,
    navigationName,
    desc: null,
    mobileResource: null,
    pcResource: null,
    jumpBO: null,
    bannerUrl: null,
    ...extra,
  })
  return [
    entry(11, '首页', 'Home', '/', 'home'),
    entry(12, '产品', 'Products', '/product', 'product', {
      desc: t(
        '覆盖企业管理、智能制造与数据AI的全栈产品',
        'A full stack for enterprise management, smart manufacturing, data and AI',
      ),
      pcResource: files(bannerArt('banner', 12, 'dark')),
      mobileResource: files(bannerArt('banner', 12, 'dark', true)),
      bannerUrl: asset(bannerArt('banner', 12, 'dark')),
      jumpBO: formJump(formId(ctx, 'consult'), t('预约演示', 'Book a demo')),
      videoRelation: files('demo-video.mp4'),
    }),
    entry(13, '解决方案', 'Solutions', '/solution', 'solution', {
      desc: t('深耕制造、零售、能源、物流行业', 'Deep expertise in manufacturing, retail, energy and logistics'),
      pcResource: files(bannerArt('banner', 13, 'light')),
      mobileResource: files(bannerArt('banner', 13, 'light', true)),
      bannerUrl: asset(bannerArt('banner', 13, 'light')),
    }),
    entry(14, '客户案例', 'Customers', '/cases', 'cases'),
    entry(15, '新闻资讯', 'News', '/about-us/news', 'news'),
    entry(16, '品牌活动', 'Events', '/activity', 'activity'),
    entry(17, '多媒体', 'Media', '/media', 'media'),
    entry(18, '服务与支持', 'Support', '/services', 'services'),
    entry(19, '关于我们', 'About us', '/about-us', 'about'),
    entry(20, 'AI原生', 'AI native', '/ai', 'ai'),
  ]
}

export function buildTopHeader(
  ctx: ContentContext,
  catalogue: ProductCatalogue,
  industries: Industry[],
  solutions: Solution[],
) {
  const { t } = ctx
  return [
    {
      title: t('产品', 'Products'),
      productCategoryList: catalogue.categories.map((category) => ({
        id: category.id,
        name: category.name,
        proLogo: category.proLogo,
        naviDesc: category.naviDesc,
        pcResource: category.pcResource,
        productPlate: category.productPlate,
        productList: catalogue.products
          .filter((product) => product.categoryId === category.id)
          .map((product) => ({ id: product.id, name: product.name, naviDesc: product.naviDesc })),
      })),
    },
    {
      title: t('解决方案', 'Solutions'),
      industryList: industries.map((industry) => ({
        id: industry.id,
        name: industry.name,
        indusIcon: industry.indusIcon,
        naviDesc: industry.naviDesc,
        solutions: solutions
          .filter((s) => s.industryId === industry.id)
          .map((s) => ({ id: s.id, name: s.name, naviDesc: s.naviDesc })),
      })),
    },
  ]
}

export function buildBottomNavigation(ctx: ContentContext) {
  const { t, id } = ctx
  const link = (
    n: number,
    menu: string,
    jumpToAddress: string | null,
    extra: { jumpMode?: string; codePicture?: string } = {},
  ) => ({
    id: id(n),
    menu,
    jumpMode: extra.jumpMode ?? 'SELF',
    jumpToAddress,
    codePicture: extra.codePicture ?? null,
  })
  return {
    briefIntroductionList: [
      {
        logo: asset('logo-light.svg'),
        introductionContent: t(
          '云启数智是领先的企业软件与数字化转型服务提供商，以云原生ERP为核心，服务3,000余家企业客户。',
          'CloudLead Digital is a leading enterprise software and digital transformation provider, serving more than 3,000 companies with its cloud-native ERP at the core.',
        ),
      },
    ],
    aboutEndpointsList: [
      link(31, t('服务热线：400-820-6688', 'Hotline: +86 400-820-6688'), 'tel:4008206688'),
      link(
        32,
        t('商务邮箱：hello@cloudlead.example', 'Email: hello@cloudlead.example'),
        'mailto:hello@cloudlead.example',
      ),
      link(
        33,
        t('地址：上海市浦东新区博云路88号云启大厦', 'Address: CloudLead Tower, 88 Boyun Road, Pudong, Shanghai'),
        null,
      ),
    ],
    discoverMoreList: [
      link(41, t('企业刊物', 'Publications'), '/periodical'),
      link(42, t('AI资讯', 'AI news'), '/about-us/news?type=AI'),
      link(43, t('加入我们', 'Careers'), '/join-us'),
      link(44, t('采购平台 go1688', 'go1688 purchasing'), '/go1688', { jumpMode: 'BLANK' }),
      link(45, t('AI原生', 'AI native'), '/ai'),
    ],
    quickLinksList: [
      link(51, t('服务与支持', 'Support'), '/services'),
      link(52, t('预约咨询', 'Contact sales'), `/form/${formId(ctx, 'consult')}`),
      link(53, t('微信公众号', 'WeChat'), null, { codePicture: asset('qr-wechat.svg') }),
      link(54, t('视频号', 'Video channel'), null, { codePicture: asset('qr-video.svg') }),
      link(55, t('客服微信', 'Service on WeChat'), null, { codePicture: asset('qr-service.svg') }),
    ],
  }
}

export function buildAdvantages(ctx: ContentContext) {
  const { t, id } = ctx
  return [
    {
      id: id(61),
      logo: asset('icon-users.svg'),
      title: t('3,000+ 企业客户', '3,000+ customers'),
      desc: t('覆盖制造、零售、能源、物流等行业', 'Across manufacturing, retail, energy and logistics'),
    },
    {
      id: id(62),
      logo: asset('icon-cloud.svg'),
      title: t('云原生平台', 'Cloud-native platform'),
      desc: t('弹性、安全、开放的企业级PaaS', 'An elastic, secure and open enterprise PaaS'),
    },
    {
      id: id(63),
      logo: asset('icon-shield.svg'),
      title: t('安全合规', 'Secure and compliant'),
      desc: t('ISO 27001、ISO 27701、等保三级', 'ISO 27001, ISO 27701 and national level-3 protection'),
    },
    {
      id: id(64),
      logo: asset('icon-globe.svg'),
      title: t('12个服务中心', '12 service centres'),
      desc: t('本地化交付与7×24小时支持', 'Local delivery and 24/7 support'),
    },
  ]
}
