/** Single pages: company introduction, service and support, join us, and the list pages' header settings. */
import { bannerArt } from '../art/names'
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
        '<figure><img src="/demo-assets/art/figure-about-951.svg" alt="上海总部大楼的玻璃幕墙，仰视视角" width="720" height="240"/><figcaption>上海张江总部：研发、交付与客户体验中心所在地</figcaption></figure>',
        '<blockquote><p>我们相信，好的软件应该像水和电一样，让每一家企业都能随取随用。</p><cite>—— 云启数智创始人、首席执行官 林启航</cite></blockquote>',
        '<h2>发展历程</h2>',
        '<figure><img src="/demo-assets/figure-timeline.svg" alt="云启数智发展历程：2012年创立，2017年发布云原生ERP，2022年成立AI研究院" width="720" height="240"/><figcaption>图1　从企业管理软件到AI原生平台的三个阶段</figcaption></figure>',
        '<h3>2012–2016：扎根企业管理</h3><p>推出第一代财务与供应链管理软件，服务长三角制造企业。</p>',
        '<h3>2017–2021：全面上云</h3><p>发布云原生ERP平台，业务拓展至全国30个省市。</p>',
        '<h3>2022至今：AI原生</h3><p>成立AI研究院，推出AI智能助手，帮助企业迈向AI原生组织。</p>',
        '<h2>企业文化</h2>',
        '<figure><img src="/demo-assets/art/figure-join-952.svg" alt="开放式办公区里，几位同事在落地窗前讨论" width="720" height="240"/><figcaption>开放协作：项目团队在总部开放式办公区</figcaption></figure>',
        '<ul><li>使命：让每一家企业都拥有数字化的能力</li><li>愿景：成为最值得信赖的企业数字化伙伴</li><li>价值观：客户第一、务实创新、开放协作</li></ul>',
        '<h2>资质荣誉</h2>',
        '<table><thead><tr><th>资质</th><th>颁发机构</th><th>取得年份</th></tr></thead><tbody><tr><td>国家高新技术企业</td><td>上海市科学技术委员会</td><td>2014</td></tr><tr><td>CMMI 5级</td><td>CMMI Institute</td><td>2019</td></tr><tr><td>ISO 27001 / ISO 27701</td><td>国际认证机构</td><td>2020</td></tr><tr><td>DCMM 四级（优化级）</td><td>中国电子信息行业联合会</td><td>2023</td></tr></tbody></table>',
        '<p>了解更多：<a href="/about-us/news">新闻资讯</a>　<a href="/periodical">企业刊物与白皮书</a></p>',
      ].join('\n'),
      [
        '<h2>Who we are</h2>',
        '<p>Founded in 2012 and headquartered in Shanghai, CloudLead Digital is a leading provider of enterprise software and digital transformation services. Built around a cloud-native ERP, our Enterprise Management Cloud, Smart Manufacturing Cloud and Data &amp; AI product lines serve more than 3,000 customers in manufacturing, retail, energy and logistics.</p>',
        '<figure><img src="/demo-assets/art/figure-about-951.svg" alt="The glass facade of the Shanghai headquarters, seen from street level" width="720" height="240"/><figcaption>Our Zhangjiang headquarters in Shanghai: research, delivery and the customer experience centre</figcaption></figure>',
        '<blockquote><p>Good software should be like water and power: there whenever a business needs it, for every business.</p><cite>— Lin Qihang, founder and CEO</cite></blockquote>',
        '<h2>Our journey</h2>',
        '<figure><img src="/demo-assets/figure-timeline-en.svg" alt="CloudLead Digital timeline: founded 2012, cloud-native ERP 2017, AI Research Institute 2022" width="720" height="240"/><figcaption>Figure 1. Three stages, from management software to an AI-native platform</figcaption></figure>',
        '<h3>2012–2016: enterprise management</h3><p>Our first finance and supply chain software for manufacturers in the Yangtze River Delta.</p>',
        '<h3>2017–2021: all in on cloud</h3><p>A cloud-native ERP platform and customers in 30 provinces.</p>',
        '<h3>2022 onwards: AI native</h3><p>An AI Research Institute and AI copilots that help companies become AI-native organisations.</p>',
        '<h2>What we believe</h2>',
        '<figure><img src="/demo-assets/art/figure-join-952.svg" alt="Colleagues talking in front of the tall windows of an open-plan office" width="720" height="240"/><figcaption>Open collaboration: a project team in the headquarters open-plan office</figcaption></figure>',
        '<ul><li>Mission: digital capability for every enterprise</li><li>Vision: the most trusted partner in enterprise digitalisation</li><li>Values: customers first, practical innovation, open collaboration</li></ul>',
        '<h2>Certifications</h2>',
        '<table><thead><tr><th>Certification</th><th>Issued by</th><th>Since</th></tr></thead><tbody><tr><td>National High-Tech Enterprise</td><td>Shanghai Science and Technology Commission</td><td>2014</td></tr><tr><td>CMMI Level 5</td><td>CMMI Institute</td><td>2019</td></tr><tr><td>ISO 27001 / ISO 27701</td><td>Accredited certification body</td><td>2020</td></tr><tr><td>DCMM Level 4 (optimised)</td><td>China Electronics Information Industry Federation</td><td>2023</td></tr></tbody></table>',
        '<p>Read more in our <a href="/about-us/news">newsroom</a> and our <a href="/periodical">publications and white papers</a>.</p>',
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
    bannerUrl: asset(bannerArt('banner', 961, 'light')),
    pcResource: files(bannerArt('banner', 961, 'light')),
    mobileResource: files(bannerArt('banner', 961, 'light', true)),
    jumpBO: formJump(formId(ctx, 'consult'), t('提交服务请求', 'Request support')),
    describe: t(
      [
        '<h2>服务体系</h2>',
        '<p>云启数智建立了覆盖售前咨询、实施交付、运维支持与持续优化的全生命周期服务体系，在全国设有12个服务中心。</p>',
        '<h3>实施交付</h3><p>标准化实施方法论与行业模板，平均上线周期缩短40%。</p>',
        '<h3>运维支持</h3><p>400热线、在线工单与远程协助，重大问题30分钟响应。</p>',
        '<h3>客户成功</h3><p>专属客户成功经理，定期健康检查与价值评估。</p>',
        '<figure><img src="/demo-assets/figure-service-flow.svg" alt="服务流程：提交请求、分级响应、远程或现场处理、回访闭环" width="720" height="240"/><figcaption>图1　一次服务请求从提交到闭环的四个环节</figcaption></figure>',
        '<h3>服务等级</h3>',
        '<table><thead><tr><th>优先级</th><th>典型情形</th><th>响应时间</th><th>解决目标</th></tr></thead><tbody><tr><td>P1 紧急</td><td>系统不可用、核心业务中断</td><td>30分钟</td><td>4小时内恢复</td></tr><tr><td>P2 高</td><td>关键功能受影响，有临时方案</td><td>2小时</td><td>1个工作日</td></tr><tr><td>P3 一般</td><td>非关键功能问题、使用咨询</td><td>8小时</td><td>3个工作日</td></tr></tbody></table>',
        '<h3>提交服务请求</h3>',
        '<ol><li>登录客户服务门户，或拨打服务热线；</li><li>描述问题现象、影响范围与联系人；</li><li>跟踪工单进度，问题解决后确认关闭。</li></ol>',
        '<blockquote><p>上线那一周，云启的顾问就住在我们工厂旁边，凌晨两点的问题也有人接。</p><cite>—— 华信精密机械 信息中心总监</cite></blockquote>',
        '<h2>服务热线</h2>',
        '<p>全国服务热线：400-820-6688（7×24小时）<br/>服务邮箱：support@cloudlead.example</p>',
        '<h2>培训与认证</h2>',
        '<p>云启学院提供产品培训、顾问认证与在线课程，帮助客户团队快速掌握系统。查看<a href="/activity">近期培训与活动</a>，或浏览<a href="/media">产品演示视频</a>。</p>',
      ].join('\n'),
      [
        '<h2>How we support you</h2>',
        '<p>From pre-sales advice and implementation to operations and continuous improvement, CloudLead Digital supports the whole lifecycle from 12 service centres.</p>',
        '<h3>Implementation</h3><p>A standard method and industry templates shorten go-live by 40% on average.</p>',
        '<h3>Operations support</h3><p>Hotline, online tickets and remote assistance, with a 30-minute response for critical issues.</p>',
        '<h3>Customer success</h3><p>A dedicated customer success manager, regular health checks and value reviews.</p>',
        '<figure><img src="/demo-assets/figure-service-flow-en.svg" alt="Service flow: submit a request, triage, remote or on-site fix, follow-up" width="720" height="240"/><figcaption>Figure 1. The four steps of a support request, from submission to follow-up</figcaption></figure>',
        '<h3>Service levels</h3>',
        '<table><thead><tr><th>Priority</th><th>Typical case</th><th>Response</th><th>Resolution target</th></tr></thead><tbody><tr><td>P1 critical</td><td>System down, core business stopped</td><td>30 minutes</td><td>Restored within 4 hours</td></tr><tr><td>P2 high</td><td>Key function impaired, workaround exists</td><td>2 hours</td><td>1 business day</td></tr><tr><td>P3 normal</td><td>Minor issue or how-to question</td><td>8 hours</td><td>3 business days</td></tr></tbody></table>',
        '<h3>Raising a request</h3>',
        '<ol><li>Sign in to the customer portal, or call the hotline.</li><li>Describe what happens, who is affected and who to contact.</li><li>Follow the ticket and confirm when it is solved.</li></ol>',
        '<blockquote><p>During go-live week their consultants stayed next to our plant. Even at 2 a.m. someone picked up the phone.</p><cite>— IT director, Huaxin Precision Machinery</cite></blockquote>',
        '<h2>Contact support</h2>',
        '<p>Hotline: +86 400-820-6688 (24/7)<br/>Email: support@cloudlead.example</p>',
        '<h2>Training and certification</h2>',
        '<p>CloudLead Academy offers product training, consultant certification and online courses. See <a href="/activity">upcoming training and events</a> or watch <a href="/media">product demos</a>.</p>',
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
    bannerUrl: asset(bannerArt('join', 971, 'dark')),
    pcResource: files(bannerArt('join', 971, 'dark')),
    mobileResource: files(bannerArt('join', 971, 'dark', true)),
    jumpBO: documentJump('product-brochure.pdf', t('了解公司', 'About the company')),
    describe: t(
      [
        '<h2>为什么加入云启数智</h2>',
        '<ul><li>有竞争力的薪酬与股权激励</li><li>完善的培训体系与职业双通道</li><li>弹性工作与年度体检</li></ul>',
        '<figure><img src="/demo-assets/art/figure-join-971.svg" alt="上海总部开放式办公区：落地窗、灯带与正在交流的同事" width="720" height="240"/><figcaption>上海总部：开放式办公区与客户体验中心</figcaption></figure>',
        '<blockquote><p>入职第二年，我就带着团队负责一个制造业客户的整厂上线，成长比想象中快得多。</p><cite>—— 实施顾问 陈思远，2021年加入</cite></blockquote>',
        '<h2>热招职位</h2>',
        '<h3>高级Java开发工程师（上海）</h3><p>负责云原生ERP核心模块研发，5年以上经验，熟悉微服务架构。</p>',
        '<h3>AI算法工程师（北京）</h3><p>负责大模型在企业场景的应用研发，熟悉RAG与智能体技术。</p>',
        '<h3>制造行业解决方案顾问（深圳）</h3><p>负责制造业客户的方案咨询与售前支持，具备MES或ERP项目经验。</p>',
        '<h2>投递方式</h2>',
        '<ol><li>将简历发送至 <a href="mailto:hr@cloudlead.example">hr@cloudlead.example</a>，邮件标题注明“职位+姓名”；</li><li>HR将在5个工作日内与您联系，安排电话沟通；</li><li>两轮专业面试与一轮综合面试，全程约两周。</li></ol>',
        '<table><thead><tr><th>城市</th><th>办公地点</th><th>在招职位</th></tr></thead><tbody><tr><td>上海</td><td>浦东新区张江科学城</td><td>12</td></tr><tr><td>北京</td><td>海淀区中关村软件园</td><td>8</td></tr><tr><td>深圳</td><td>南山区科技园</td><td>5</td></tr></tbody></table>',
      ].join('\n'),
      [
        '<h2>Why CloudLead Digital</h2>',
        '<ul><li>Competitive pay and equity</li><li>Structured training and dual career paths</li><li>Flexible working and annual health checks</li></ul>',
        '<figure><img src="/demo-assets/art/figure-join-971.svg" alt="The open-plan office at the Shanghai headquarters: tall windows, light strips and colleagues at work" width="720" height="240"/><figcaption>Shanghai headquarters: open-plan office and customer experience centre</figcaption></figure>',
        '<blockquote><p>In my second year I led the go-live of a whole plant for a manufacturing customer. I grew faster than I ever expected.</p><cite>— Chen Siyuan, implementation consultant, joined in 2021</cite></blockquote>',
        '<h2>Open positions</h2>',
        '<h3>Senior Java Engineer (Shanghai)</h3><p>Build core modules of our cloud-native ERP. Five years’ experience with microservices.</p>',
        '<h3>AI Engineer (Beijing)</h3><p>Apply large models to enterprise scenarios; RAG and agent experience welcome.</p>',
        '<h3>Manufacturing Solution Consultant (Shenzhen)</h3><p>Advise manufacturing customers and support pre-sales; MES or ERP project experience.</p>',
        '<h2>How to apply</h2>',
        '<ol><li>Send your CV to <a href="mailto:hr@cloudlead.example">hr@cloudlead.example</a> with the position and your name in the subject line.</li><li>HR gets back to you within five business days for a phone call.</li><li>Two technical interviews and one final interview, about two weeks in all.</li></ol>',
        '<table><thead><tr><th>City</th><th>Office</th><th>Open positions</th></tr></thead><tbody><tr><td>Shanghai</td><td>Zhangjiang Science City, Pudong</td><td>12</td></tr><tr><td>Beijing</td><td>Zhongguancun Software Park, Haidian</td><td>8</td></tr><tr><td>Shenzhen</td><td>Science and Technology Park, Nanshan</td><td>5</td></tr></tbody></table>',
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
