/**
 * Home modules in display order (SPEC §2 "/", §3 Home module): every moduleType appears, CAROUSEL twice
 * (a three-slide hero mixing dark and light banners, and a single-slide banner that must not autoplay).
 */
import { bannerArt, screenArtName, type Tone } from '../art/names'
import { asset, files, noFiles, type ContentContext } from './context'
import type { Case, Industry } from './cases'
import { formId } from './forms'
import { formJump, urlJump, videoJump } from './jump'
import type { NewsItem } from './news'
import type { ProductCatalogue } from './products'

export function buildHomepage(
  ctx: ContentContext,
  catalogue: ProductCatalogue,
  industries: Industry[],
  cases: Case[],
  news: NewsItem[],
) {
  const { t, id, lang } = ctx
  const consult = formId(ctx, 'consult')
  const slide = (
    n: number,
    title: string,
    desc: string,
    image: Tone | { picture: string },
    jumpBO: ReturnType<typeof urlJump> | null,
    customerLogo: string | null = null,
  ) => ({
    id: id(n),
    title,
    desc,
    // A banner (its own picture, in the tone asked) has a phone cut; a product or industry screen serves both widths.
    pcResourceUrl: asset(typeof image === 'string' ? bannerArt('banner', n, image) : image.picture),
    mobileResourceUrl: asset(typeof image === 'string' ? bannerArt('banner', n, image, true) : image.picture),
    jumpBO,
    customerLogo,
  })
  const module = (n: number, moduleType: string, moduleName: string, title: string, desc: string) => ({
    id: id(n),
    moduleType,
    moduleName,
    title,
    desc,
    pcResource: noFiles,
    mobileResource: noFiles,
    carouselOpt: [] as ReturnType<typeof slide>[],
    newsList: [] as NewsItem[],
    jumpBO: null as ReturnType<typeof urlJump> | null,
  })
  return [
    {
      ...module(71, 'CAROUSEL', t('首页轮播', 'Hero carousel'), '', ''),
      carouselOpt: [
        slide(
          711,
          t('云原生ERP，让经营全景可视', 'Cloud-native ERP: your whole business in view'),
          t('业财一体、多组织协同，3,000+企业的共同选择', 'Finance and operations as one, trusted by 3,000+ companies'),
          'dark',
          formJump(consult, t('预约演示', 'Book a demo')),
        ),
        slide(
          712,
          t('智能制造云 连接数字工厂', 'Smart Manufacturing Cloud connects the digital factory'),
          t('计划、执行、质量、设备一体化', 'Planning, execution, quality and maintenance together'),
          'light',
          urlJump(`/product-category/${id(302)}`, t('了解更多', 'Learn more')),
        ),
        slide(
          713,
          t('AI原生企业，从今天开始', 'The AI-native enterprise starts today'),
          t('每一位员工，都有一位AI搭档', 'An AI partner for every employee'),
          'dark',
          videoJump('demo-video.mp4', t('观看视频', 'Watch the film')),
        ),
      ],
    },
    {
      ...module(
        72,
        'PRODUCT',
        t('产品矩阵', 'Products'),
        t('产品与服务', 'Products and services'),
        t('一个平台，覆盖企业经营全场景', 'One platform for every part of the business'),
      ),
      carouselOpt: catalogue.categories.map((category, i) =>
        slide(
          720 + i,
          category.name,
          category.desc,
          { picture: screenArtName('product', category.id - ctx.siteId * 1000, lang) },
          urlJump(`/product-category/${category.id}`, t('查看产品', 'See products')),
        ),
      ),
      jumpBO: urlJump('/product', t('全部产品', 'All products')),
    },
    {
      ...module(
        73,
        'SOLUTION',
        t('行业解决方案', 'Industry solutions'),
        t('行业解决方案', 'Industry solutions'),
        t('深耕行业，懂业务更懂数字化', 'Industry depth: we know the business as well as the technology'),
      ),
      carouselOpt: industries.map((industry, i) => {
        const logo = cases.find((c) => c.industryId === industry.id)?.customerLogo ?? null
        return slide(
          730 + i,
          industry.name,
          industry.desc,
          { picture: screenArtName('solution', industry.id - ctx.siteId * 1000, lang) },
          urlJump(`/solution#${i}`, t('查看方案', 'See solutions')),
          logo,
        )
      }),
    },
    {
      ...module(
        74,
        'Example',
        t('客户墙', 'Customer wall'),
        t('他们都在使用云启数智', 'Trusted by industry leaders'),
        t('3,000+ 企业客户的数字化伙伴', 'The digital partner of 3,000+ companies'),
      ),
      carouselOpt: cases.map((c, i) =>
        slide(
          740 + i,
          c.customerName,
          c.title,
          'light',
          urlJump(`/case-detail/${c.id}`, t('查看案例', 'Read the story')),
          c.customerLogo,
        ),
      ),
      jumpBO: urlJump('/cases', t('更多案例', 'More customer stories')),
    },
    {
      ...module(
        75,
        'NEWS',
        t('新闻动态', 'News'),
        t('新闻动态', 'Latest news'),
        t('云启数智的最新动态', 'What is new at CloudLead Digital'),
      ),
      newsList: news.filter((n) => n.type === 'NEWS').slice(0, 6),
      jumpBO: urlJump('/about-us/news', t('更多新闻', 'More news')),
    },
    {
      ...module(76, 'CAROUSEL', t('AI原生横幅', 'AI banner'), '', ''),
      carouselOpt: [
        slide(
          761,
          t('AI智能助手2.0', 'AI Copilot 2.0'),
          t('从会回答，到会办事', 'From answering to acting'),
          'light',
          urlJump('/ai', t('立即体验', 'Try it')),
        ),
      ],
    },
    {
      ...module(
        77,
        'BUSINESS_CONSULTING',
        t('商务咨询', 'Business consulting'),
        t('开启您的数字化转型之旅', 'Start your digital transformation'),
        t(
          '留下需求，行业顾问1个工作日内与您联系',
          'Tell us what you need and an industry consultant will reply within one business day',
        ),
      ),
      pcResource: files(bannerArt('banner', 77, 'dark')),
      mobileResource: files(bannerArt('banner', 77, 'dark', true)),
      jumpBO: formJump(consult, t('立即咨询', 'Contact us')),
    },
  ]
}
