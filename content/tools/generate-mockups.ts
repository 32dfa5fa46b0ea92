/**
 * Writes the demo brand's blueprint diagrams and the figures of the text-only pages into content/assets/
 * (issue 12). Run: `npx tsx content/tools/generate-mockups.ts`. The drawings are in mockups.ts; every other
 * picture (screens, word marks, covers, portraits, banners) is drawn per item by content/art/ (issue 26).
 */
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { blueprint, screenThemes, stepsFigure, type Lang } from './mockups'

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets')
const langs: Lang[] = ['zh', 'en']

function write(name: string, svg: string): void {
  writeFileSync(join(outDir, name), `${svg.replace(/\n+/g, '\n').trim()}\n`)
}

// Business blueprints with labelled layers (blueprint-<n>-<lang>.svg).
const blueprintLayers: Record<Lang, Array<Array<{ name: string; items: string[] }>>> = {
  zh: [
    [
      { name: '业务场景', items: ['总账核算', '应收应付', '资金管理', '合并报表'] },
      { name: '应用服务', items: ['财务共享', '费控报销', '税务管理'] },
      { name: '业务中台', items: ['主数据', '流程引擎', '规则引擎', '电子档案'] },
      { name: '数据中台', items: ['数据集成', '指标体系', '智能分析'] },
      { name: '技术平台', items: ['云原生PaaS', '安全合规', '开放API'] },
    ],
    [
      { name: '计划层', items: ['销售预测', '主生产计划', '物料需求'] },
      { name: '执行层', items: ['工单管理', '质量检验', '设备维护', '仓储物流'] },
      { name: '控制层', items: ['SCADA', 'PLC采集', '能耗计量'] },
      { name: '数据层', items: ['工业数据湖', '生产指标', '追溯档案'] },
      { name: '基础设施', items: ['边缘网关', '私有云', '安全防护'] },
    ],
    [
      { name: '决策层', items: ['经营驾驶舱', '智能预警', 'AI助手'] },
      { name: '分析层', items: ['自助分析', '报表中心', '预测模型', '数据故事'] },
      { name: '治理层', items: ['数据标准', '数据质量', '数据安全'] },
      { name: '集成层', items: ['ERP', 'MES', 'CRM', 'IoT'] },
      { name: '平台层', items: ['湖仓一体', '实时计算', '向量检索'] },
    ],
    [
      { name: '渠道', items: ['PC门户', '移动App', '企业微信', '开放API'] },
      { name: '协同', items: ['采购寻源', '供应商门户', '合同管理'] },
      { name: '执行', items: ['订单协同', '收货对账', '发票协同', '付款'] },
      { name: '洞察', items: ['支出分析', '供应商绩效', '风险监控'] },
      { name: '平台', items: ['云原生PaaS', '身份与权限', '集成总线'] },
    ],
  ],
  en: [
    [
      { name: 'Processes', items: ['General ledger', 'AR / AP', 'Treasury', 'Consolidation'] },
      { name: 'Applications', items: ['Shared services', 'Expenses', 'Tax'] },
      { name: 'Business core', items: ['Master data', 'Workflow', 'Rules', 'E-archive'] },
      { name: 'Data', items: ['Integration', 'Metrics', 'Analytics'] },
      { name: 'Platform', items: ['Cloud-native PaaS', 'Security', 'Open API'] },
    ],
    [
      { name: 'Planning', items: ['Forecast', 'Master schedule', 'MRP'] },
      { name: 'Execution', items: ['Work orders', 'Quality', 'Maintenance', 'Warehouse'] },
      { name: 'Control', items: ['SCADA', 'PLC data', 'Metering'] },
      { name: 'Data', items: ['Data lake', 'KPIs', 'Traceability'] },
      { name: 'Infrastructure', items: ['Edge gateway', 'Private cloud', 'Security'] },
    ],
    [
      { name: 'Decisions', items: ['Cockpit', 'Smart alerts', 'AI copilot'] },
      { name: 'Analytics', items: ['Self-service', 'Reports', 'Forecasts', 'Data stories'] },
      { name: 'Governance', items: ['Standards', 'Quality', 'Security'] },
      { name: 'Integration', items: ['ERP', 'MES', 'CRM', 'IoT'] },
      { name: 'Platform', items: ['Lakehouse', 'Streaming', 'Vector search'] },
    ],
    [
      { name: 'Channels', items: ['Web portal', 'Mobile app', 'WeCom', 'Open API'] },
      { name: 'Sourcing', items: ['Sourcing', 'Supplier portal', 'Contracts'] },
      { name: 'Execution', items: ['Orders', 'Receipts', 'Invoices', 'Payments'] },
      { name: 'Insight', items: ['Spend', 'Supplier scores', 'Risk'] },
      { name: 'Platform', items: ['Cloud-native PaaS', 'Identity', 'Integration bus'] },
    ],
  ],
}
const blueprintTitles: Record<Lang, string[]> = {
  zh: ['财务一体化业务蓝图', '智能工厂业务蓝图', '数据与AI业务蓝图', '数字化采购业务蓝图'],
  en: [
    'Integrated finance blueprint',
    'Smart factory blueprint',
    'Data and AI blueprint',
    'Digital procurement blueprint',
  ],
}
for (const lang of langs) {
  blueprintLayers[lang].forEach((layers, i) =>
    write(`blueprint-${i + 1}-${lang}.svg`, blueprint(layers, blueprintTitles[lang][i]!, screenThemes[i]!)),
  )
}

// Figures of the text-only pages.
const blue = screenThemes[0]!
write(
  'figure-timeline.svg',
  stepsFigure(
    [
      { head: '2012', label: '创立于上海' },
      { head: '2017', label: '发布云原生ERP' },
      { head: '2022', label: '成立AI研究院' },
      { head: '2026', label: '服务3,000+企业' },
    ],
    blue,
  ),
)
write(
  'figure-timeline-en.svg',
  stepsFigure(
    [
      { head: '2012', label: 'Founded in Shanghai' },
      { head: '2017', label: 'Cloud-native ERP' },
      { head: '2022', label: 'AI Research Institute' },
      { head: '2026', label: '3,000+ customers' },
    ],
    blue,
  ),
)
write(
  'figure-service-flow.svg',
  stepsFigure(
    [
      { head: '提交', label: '热线或工单' },
      { head: '分级', label: '30分钟内响应P1' },
      { head: '处理', label: '远程或现场' },
      { head: '回访', label: '确认并归档' },
    ],
    screenThemes[1]!,
  ),
)
write(
  'figure-service-flow-en.svg',
  stepsFigure(
    [
      { head: 'Submit', label: 'Call or ticket' },
      { head: 'Triage', label: 'P1 within 30 min' },
      { head: 'Fix', label: 'Remote or on site' },
      { head: 'Follow up', label: 'Confirm and close' },
    ],
    screenThemes[1]!,
  ),
)
