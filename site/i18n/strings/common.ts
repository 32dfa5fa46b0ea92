import { stringTable } from './table'
/**
 * Interface strings shared by every area (SPEC §1, §4, §8). Keys are dotted and start with `common.`.
 * The backend's language pack overrides any of them (see `../resources.ts` for the key mapping).
 */
export const common = stringTable(
  {
    'common.siteName': '企业数字化服务',
    'common.siteDescription': '企业软件与数字化转型服务提供商：产品、行业解决方案、客户案例与最新资讯。',
    'common.home': '首页',
    // Breadcrumb trail of detail pages (structured data, issue 15).
    'common.section.product': '产品中心',
    'common.section.solution': '解决方案',
    'common.section.cases': '客户案例',
    'common.section.news': '新闻资讯',
    'common.section.periodical': '企业刊物',
    'common.section.activity': '市场活动',
    'common.section.media': '多媒体资源',
    'common.videoFailed': '视频播放失败',
  },
  {
    'common.siteName': 'Enterprise Digital Services',
    'common.siteDescription':
      'Enterprise software and digital transformation: products, industry solutions, customer cases and news.',
    'common.home': 'Home',
    'common.section.product': 'Products',
    'common.section.solution': 'Solutions',
    'common.section.cases': 'Customer cases',
    'common.section.news': 'News',
    'common.section.periodical': 'Publications',
    'common.section.activity': 'Events',
    'common.section.media': 'Media',
    'common.videoFailed': 'The video could not be played',
  },
)
