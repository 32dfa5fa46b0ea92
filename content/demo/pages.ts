/** Single pages: company introduction, service and support, join us, and the list pages' header settings. */
import { asset, files, type ContentContext, type FileResource } from './context'
import { formId } from './forms'
import { documentJump, formJump, type Jump } from './jump'

export interface Introduce {
  id: number
  describe: string
  logo: string
  title: string
  mainTitle: string
}
export interface ServicePage {
  id: number
  describe: string
  bannerUrl: string
  title: string
  legend: string
  pcResource: FileResource
  mobileResource: FileResource
  jumpBO: Jump | null
}
export interface TitleBlock {
  title: string
  desc: string
}

export const TITLE_TYPES = [
  'NEWS',
  'NEWS_AI',
  'CORPORATE_PUBLICATION',
  'BRAND_ACTIVITIES',
  'MULTIMEDIA_RESOURCE',
] as const
export type TitleType = (typeof TITLE_TYPES)[number]

export function buildIntroduce(ctx: ContentContext): Introduce {
  const { t, id } = ctx
  return {
    id: id(951),
    logo: asset('logo.svg'),
    mainTitle: t('让每一家企业都拥有数字化的能力', 'Digital capability for every enterprise'),
    title: t('关于云启数智', 'About CloudLead Digital'),
    describe: t(
      [
        '<h2>公司简介</h2>',
        '<p>云启数智科技有限公司成立于2012年，总部位于上海，是领先的企业软件与数字化转型服务提供商。公司以云原生ERP为核心，提供企业管理云、智能制造云、数据与AI三大产品线，服务制造、零售、能源、物流等行业的3,000余家客户。</p>',
        '<h2>发展历程</h2>',
        '<h3>2012–2016：扎根企业管理</h3><p>推出第一代财务与供应链管理软件，服务长三角制造企业。</p>',
        '<h3>2017–2021：全面上云</h3><p>发布云原生ERP平台，业务拓展至全国30个省市。</p>',
        '<h3>2022至今：AI原生</h3><p>成立AI研究院，推出AI智能助手，帮助企业迈向AI原生组织。</p>',
        '<h2>企业文化</h2>',
        '<ul><li>使命：让每一家企业都拥有数字化的能力</li><li>愿景：成为最值得信赖的企业数字化伙伴</li><li>价值观：客户第一、务实创新、开放协作</li></ul>',
        '<h2>资质荣誉</h2>',
        '<p>国家高新技术企业、CMMI 5级、ISO 27001与ISO 27701认证、DCMM四级。</p>',
      ].join('\n'),
      [
        '<h2>Who we are</h2>',
        '<p>Founded in 2012 and headquartered in Shanghai, CloudLead Digital is a leading provider of enterprise software and digital transformation services. Built around a cloud-native ERP, our Enterprise Management Cloud, Smart Manufacturing Cloud and Data &amp; AI product lines serve more than 3,000 customers in manufacturing, retail, energy and logistics.</p>',
        '<h2>Our journey</h2>',
        '<h3>2012–2016: enterprise management</h3><p>Our first finance and supply chain software for manufacturers in the Yangtze River Delta.</p>',
        '<h3>2017–2021: all in on cloud</h3><p>A cloud-native ERP platform and customers in 30 provinces.</p>',
        '<h3>2022 onwards: AI native</h3><p>An AI Research Institute and AI copilots that help companies become AI-native organisations.</p>',
        '<h2>What we believe</h2>',
        '<ul><li>Mission: digital capability for every enterprise</li><li>Vision: the most trusted partner in enterprise digitalisation</li><li>Values: customers first, practical innovation, open collaboration</li></ul>',
        '<h2>Certifications</h2>',
        '<p>National High-Tech Enterprise, CMMI Level 5, ISO 27001 and ISO 27701, DCMM Level 4.</p>',
      ].join('\n'),
    ),
  }
}

export function buildServicePage(ctx: ContentContext): ServicePage {
  const { t, id } = ctx
  return {
    id: id(961),
    title: t('服务与支持', 'Service and support'),
    legend: t(
      '7×24小时专业服务，全程护航您的数字化之旅',
      'Expert help around the clock, at every step of your digital journey',
    ),
    bannerUrl: asset('banner-light-1.svg'),
    pcResource: files('banner-light-1.svg'),
    mobileResource: files('banner-light-1-m.svg'),
    jumpBO: formJump(formId(ctx, 'consult'), t('提交服务请求', 'Request support')),
    describe: t(
      [
        '<h2>服务体系</h2>',
        '<p>云启数智建立了覆盖售前咨询、实施交付、运维支持与持续优化的全生命周期服务体系，在全国设有12个服务中心。</p>',
        '<h3>实施交付</h3><p>标准化实施方法论与行业模板，平均上线周期缩短40%。</p>',
        '<h3>运维支持</h3><p>400热线、在线工单与远程协助，重大问题30分钟响应。</p>',
        '<h3>客户成功</h3><p>专属客户成功经理，定期健康检查与价值评估。</p>',
        '<h2>服务热线</h2>',
        '<p>全国服务热线：400-820-6688（7×24小时）<br/>服务邮箱：support@cloudlead.example</p>',
        '<h2>培训与认证</h2>',
        '<p>云启学院提供产品培训、顾问认证与在线课程，帮助客户团队快速掌握系统。</p>',
      ].join('\n'),
      [
        '<h2>How we support you</h2>',
        '<p>From pre-sales advice and implementation to operations and continuous improvement, CloudLead Digital supports the whole lifecycle from 12 service centres.</p>',
        '<h3>Implementation</h3><p>A standard method and industry templates shorten go-live by 40% on average.</p>',
        '<h3>Operations support</h3><p>Hotline, online tickets and remote assistance, with a 30-minute response for critical issues.</p>',
        '<h3>Customer success</h3><p>A dedicated customer success manager, regular health checks and value reviews.</p>',
        '<h2>Contact support</h2>',
        '<p>Hotline: +86 400-820-6688 (24/7)<br/>Email: support@cloudlead.example</p>',
        '<h2>Training and certification</h2>',
        '<p>CloudLead Academy offers product training, consultant certification and online courses.</p>',
      ].join('\n'),
    ),
  }
}

export function buildJoinUsPage(ctx: ContentContext): ServicePage {
  const { t, id } = ctx
  return {
    id: id(971),
    title: t('加入我们', 'Join us'),
    legend: t('与优秀的人一起，做有价值的事', 'Do meaningful work with great people'),
    bannerUrl: asset('banner-dark-2.svg'),
    pcResource: files('banner-dark-2.svg'),
    mobileResource: files('banner-dark-2-m.svg'),
    jumpBO: documentJump('product-brochure.pdf', t('了解公司', 'About the company')),
    describe: t(
      [
        '<h2>为什么加入云启数智</h2>',
        '<ul><li>有竞争力的薪酬与股权激励</li><li>完善的培训体系与职业双通道</li><li>弹性工作与年度体检</li></ul>',
        '<h2>热招职位</h2>',
        '<h3>高级Java开发工程师（上海）</h3><p>负责云原生ERP核心模块研发，5年以上经验，熟悉微服务架构。</p>',
        '<h3>AI算法工程师（北京）</h3><p>负责大模型在企业场景的应用研发，熟悉RAG与智能体技术。</p>',
        '<h3>制造行业解决方案顾问（深圳）</h3><p>负责制造业客户的方案咨询与售前支持，具备MES或ERP项目经验。</p>',
        '<h2>投递方式</h2>',
        '<p>请将简历发送至 hr@cloudlead.example，邮件标题注明“职位+姓名”。</p>',
      ].join('\n'),
      [
        '<h2>Why CloudLead Digital</h2>',
        '<ul><li>Competitive pay and equity</li><li>Structured training and dual career paths</li><li>Flexible working and annual health checks</li></ul>',
        '<h2>Open positions</h2>',
        '<h3>Senior Java Engineer (Shanghai)</h3><p>Build core modules of our cloud-native ERP. Five years’ experience with microservices.</p>',
        '<h3>AI Engineer (Beijing)</h3><p>Apply large models to enterprise scenarios; RAG and agent experience welcome.</p>',
        '<h3>Manufacturing Solution Consultant (Shenzhen)</h3><p>Advise manufacturing customers and support pre-sales; MES or ERP project experience.</p>',
        '<h2>How to apply</h2>',
        '<p>Send your CV to hr@cloudlead.example with the position and your name in the subject line.</p>',
      ].join('\n'),
    ),
  }
}

export function buildTitles(ctx: ContentContext): Record<TitleType, TitleBlock> {
  const { t } = ctx
  return {
    NEWS: {
      title: t('新闻资讯', 'Newsroom'),
      desc: t(
        '了解云启数智的最新动态、产品发布与客户故事。',
        'The latest from CloudLead Digital: releases, customer stories and company news.',
      ),
    },
    NEWS_AI: {
      title: t('AI资讯', 'AI news'),
      desc: t('AI原生企业的最新进展与实践。', 'Progress and practice on the road to the AI-native enterprise.'),
    },
    CORPORATE_PUBLICATION: {
      title: t('企业刊物', 'Publications'),
      desc: t(
        '《云启视界》期刊与行业白皮书，洞察数字化转型趋势。',
        'CloudLead Horizons and our industry white papers on digital transformation.',
      ),
    },
    BRAND_ACTIVITIES: {
      title: t('品牌活动', 'Events'),
      desc: t(
        '峰会、研讨会与客户现场会，与行业同仁面对面交流。',
        'Summits, seminars and customer days: meet your peers in person.',
      ),
    },
    MULTIMEDIA_RESOURCE: {
      title: t('多媒体资源', 'Media library'),
      desc: t('产品演示、客户访谈与直播回放。', 'Product demos, customer interviews and live replays.'),
    },
  }
}
