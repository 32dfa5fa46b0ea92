/**
 * Hand-drawn SVG pictures of the demo brand (issue 12): product screens as UI mock-ups (dashboard, table,
 * chart, schedule), invented customers' word marks, labelled blueprint diagrams and rich-text figures.
 * Everything is generated here; nothing is a copy of real material. Text is drawn in the generic
 * sans-serif, so each file stays a few KB.
 */

export type Lang = 'zh' | 'en'
type Label = Record<Lang, string>

const font = `font-family="'Noto Sans SC', 'PingFang SC', Helvetica, Arial, sans-serif"`
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

function text(x: number, y: number, value: string, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" ${extra}>${escape(value)}</text>`
}

function seeded(seed: number): () => number {
  let state = seed * 9301 + 49297
  return () => {
    state = (state * 9301 + 49297) % 233280
    return state / 233280
  }
}

export interface ScreenTheme {
  accent: string
  soft: string
  backdrop: string
}

export const screenThemes: ScreenTheme[] = [
  { accent: '#1d6ff2', soft: '#e8f0ff', backdrop: '#0b1f44' },
  { accent: '#0d9488', soft: '#e0f5f2', backdrop: '#0a2e2b' },
  { accent: '#7c3aed', soft: '#efe8ff', backdrop: '#1f1147' },
  { accent: '#ea580c', soft: '#fff0e6', backdrop: '#3a1a08' },
]

export type ScreenKind = 'dashboard' | 'table' | 'chart' | 'schedule'

/** An application window (title bar, sidebar, header) around `body`, on a 800×450 backdrop. */
function windowFrame(title: string, theme: ScreenTheme, body: string): string {
  const menu = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="62" y="${112 + i * 30}" width="${i === 1 ? 96 : 70 + ((i * 13) % 30)}" height="8" rx="4" fill="${i === 1 ? theme.accent : '#c9d3e3'}"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" ${font}>
<rect width="800" height="450" fill="${theme.backdrop}"/>
<circle cx="720" cy="40" r="180" fill="${theme.accent}" opacity="0.25"/>
<rect x="40" y="40" width="720" height="390" rx="10" fill="#f6f8fc"/>
<path d="M40 50a10 10 0 0 1 10-10h700a10 10 0 0 1 10 10v18H40z" fill="#e3e8f0"/>
<circle cx="56" cy="54" r="4" fill="#f87171"/><circle cx="70" cy="54" r="4" fill="#fbbf24"/><circle cx="84" cy="54" r="4" fill="#34d399"/>
<rect x="40" y="68" width="140" height="362" fill="#ffffff"/>
<rect x="56" y="82" width="14" height="14" rx="3" fill="${theme.accent}"/>${text(76, 94, 'CloudLead', 12, '#15233d', 'font-weight="700"')}
${menu}
${text(196, 94, title, 14, '#15233d', 'font-weight="600"')}
<rect x="640" y="80" width="104" height="20" rx="10" fill="${theme.soft}"/>
${body}
</svg>`
}

function kpiCards(labels: string[], values: string[], theme: ScreenTheme): string {
  return labels
    .map((label, i) => {
      const x = 196 + i * 140
      return `<rect x="${x}" y="112" width="128" height="64" rx="6" fill="#fff" stroke="#e3e8f0"/>${text(x + 12, 132, label, 10, '#5b6b82')}${text(x + 12, 160, values[i]!, 20, i === 0 ? theme.accent : '#15233d', 'font-weight="700"')}`
    })
    .join('')
}

function lineChart(x: number, y: number, width: number, height: number, theme: ScreenTheme, seed: number): string {
  const random = seeded(seed)
  const points = Array.from({ length: 10 }, (_, i) => {
    const px = x + 12 + (i * (width - 24)) / 9
    const py = y + height - 16 - (0.25 + 0.6 * ((i / 9) * 0.6 + random() * 0.4)) * (height - 40)
    return `${px.toFixed(0)},${py.toFixed(0)}`
  })
  const grid = [1, 2, 3]
    .map(
      (i) =>
        `<line x1="${x + 12}" x2="${x + width - 12}" y1="${y + (i * height) / 4}" y2="${y + (i * height) / 4}" stroke="#eef1f6"/>`,
    )
    .join('')
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="#fff" stroke="#e3e8f0"/>${grid}
<polyline points="${points.join(' ')}" fill="none" stroke="${theme.accent}" stroke-width="3" stroke-linejoin="round"/>
<polygon points="${x + 12},${y + height - 12} ${points.join(' ')} ${x + width - 12},${y + height - 12}" fill="${theme.accent}" opacity="0.1"/>`
}

function barChart(x: number, y: number, width: number, height: number, theme: ScreenTheme, seed: number): string {
  const random = seeded(seed)
  const count = 7
  const bar = (width - 24) / count
  const bars = Array.from({ length: count }, (_, i) => {
    const h = (0.3 + random() * 0.6) * (height - 36)
    return `<rect x="${(x + 16 + i * bar).toFixed(0)}" y="${(y + height - 12 - h).toFixed(0)}" width="${(bar * 0.6).toFixed(0)}" height="${h.toFixed(0)}" rx="2" fill="${i === count - 2 ? theme.accent : '#c9d6ee'}"/>`
  }).join('')
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="#fff" stroke="#e3e8f0"/>${bars}`
}

function donut(cx: number, cy: number, theme: ScreenTheme): string {
  const circumference = 2 * Math.PI * 34
  return `<circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="#e3e8f0" stroke-width="14"/>
<circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="${theme.accent}" stroke-width="14" stroke-dasharray="${(circumference * 0.68).toFixed(1)} ${circumference.toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>
${text(cx - 14, cy + 5, '68%', 13, '#15233d', 'font-weight="700"')}`
}

const words: Record<string, Label> = {
  revenue: { zh: '本月营收', en: 'Revenue' },
  orders: { zh: '订单数', en: 'Orders' },
  margin: { zh: '毛利率', en: 'Margin' },
  onTime: { zh: '准时交付', en: 'On time' },
  status: { zh: '状态', en: 'Status' },
  done: { zh: '已完成', en: 'Done' },
  running: { zh: '进行中', en: 'Running' },
  waiting: { zh: '待审批', en: 'Pending' },
}

function dashboard(title: string, theme: ScreenTheme, seed: number, lang: Lang): string {
  const labels = [words.revenue!, words.orders!, words.margin!, words.onTime!].map((label) => label[lang])
  const random = seeded(seed)
  const values = [
    `¥${(12 + random() * 80).toFixed(1)}M`,
    `${Math.round(800 + random() * 4000)}`,
    `${Math.round(20 + random() * 20)}%`,
    `${Math.round(90 + random() * 9)}%`,
  ]
  return windowFrame(
    title,
    theme,
    `${kpiCards(labels, values, theme)}${lineChart(196, 188, 360, 226, theme, seed)}${barChart(568, 188, 176, 120, theme, seed + 1)}
<rect x="568" y="318" width="176" height="96" rx="6" fill="#fff" stroke="#e3e8f0"/>${donut(612, 366, theme)}
<rect x="660" y="346" width="70" height="8" rx="4" fill="#c9d3e3"/><rect x="660" y="364" width="52" height="8" rx="4" fill="#e3e8f0"/>`,
  )
}

function table(title: string, theme: ScreenTheme, seed: number, lang: Lang): string {
  const random = seeded(seed)
  const statuses = [words.done!, words.running!, words.waiting!]
  const pillColour = ['#16a34a', theme.accent, '#d97706']
  const rows = Array.from({ length: 8 }, (_, i) => {
    const y = 150 + i * 32
    const s = Math.floor(random() * 3)
    const code = `${lang === 'zh' ? 'SO' : 'PO'}-2026${String(1040 + i * 7).padStart(4, '0')}`
    return `<rect x="196" y="${y}" width="548" height="32" fill="${i % 2 ? '#ffffff' : '#fafbfd'}"/>
${text(208, y + 20, code, 11, '#15233d')}<rect x="330" y="${y + 12}" width="${60 + Math.round(random() * 70)}" height="8" rx="4" fill="#c9d3e3"/>
${text(500, y + 20, `¥${(random() * 90 + 5).toFixed(2)}k`, 11, '#15233d')}
<rect x="610" y="${y + 8}" width="64" height="17" rx="8" fill="${pillColour[s]}" opacity="0.14"/>${text(620, y + 21, statuses[s]![lang], 10, pillColour[s]!)}`
  }).join('')
  return windowFrame(
    title,
    theme,
    `<rect x="196" y="110" width="200" height="26" rx="5" fill="#fff" stroke="#e3e8f0"/><rect x="664" y="110" width="80" height="26" rx="5" fill="${theme.accent}"/>
<rect x="196" y="140" width="548" height="10" fill="#eef2f8"/>${rows}`,
  )
}

function chart(title: string, theme: ScreenTheme, seed: number): string {
  return windowFrame(
    title,
    theme,
    `${lineChart(196, 112, 548, 170, theme, seed)}${barChart(196, 294, 268, 120, theme, seed + 2)}${barChart(476, 294, 268, 120, theme, seed + 3)}`,
  )
}

function schedule(title: string, theme: ScreenTheme, seed: number): string {
  const random = seeded(seed)
  const columns = Array.from(
    { length: 8 },
    (_, i) => `<line x1="${300 + i * 56}" x2="${300 + i * 56}" y1="112" y2="414" stroke="#eef1f6"/>`,
  ).join('')
  const rows = Array.from({ length: 8 }, (_, i) => {
    const y = 122 + i * 36
    const start = 300 + Math.floor(random() * 4) * 56
    const length = 56 * (1 + Math.floor(random() * 3))
    return `<rect x="208" y="${y + 8}" width="${60 + Math.round(random() * 24)}" height="8" rx="4" fill="#c9d3e3"/>
<rect x="${start}" y="${y}" width="${length}" height="22" rx="5" fill="${i % 3 === 0 ? theme.accent : '#9fb8e8'}" opacity="${i % 3 === 0 ? 1 : 0.7}"/>`
  }).join('')
  return windowFrame(
    title,
    theme,
    `<rect x="196" y="104" width="548" height="314" rx="6" fill="#fff" stroke="#e3e8f0"/>${columns}${rows}`,
  )
}

/** A product or industry screen: one of the four kinds of mock-up, titled in the site's language. */
export function screen(kind: ScreenKind, title: string, theme: ScreenTheme, seed: number, lang: Lang): string {
  if (kind === 'dashboard') return dashboard(title, theme, seed, lang)
  if (kind === 'table') return table(title, theme, seed, lang)
  if (kind === 'chart') return chart(title, theme, seed)
  return schedule(title, theme, seed)
}

/** A customer's word mark: a symbol and the name, readable at 120 px wide. */
export function wordMark(name: string, tagline: string, colour: string, shape: number): string {
  const symbols = [
    `<rect x="16" y="30" width="36" height="36" rx="8" fill="${colour}"/><path d="M26 56l8-16 8 16" stroke="#fff" stroke-width="4" fill="none"/>`,
    `<circle cx="34" cy="48" r="18" fill="${colour}"/><circle cx="34" cy="48" r="7" fill="#fff"/>`,
    `<path d="M16 64l18-32 18 32z" fill="${colour}"/>`,
    `<rect x="16" y="30" width="16" height="36" rx="3" fill="${colour}"/><rect x="36" y="40" width="16" height="26" rx="3" fill="${colour}" opacity="0.6"/>`,
  ]
  const size = name.length > 9 ? 22 : 26
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" font-family="Helvetica, Arial, sans-serif">
<rect width="240" height="96" fill="#ffffff"/>
${symbols[shape % symbols.length]}
${text(62, 54, name, size, '#111827', 'font-weight="700" letter-spacing="0.5"')}
${text(63, 72, tagline, 11, '#6b7280', 'letter-spacing="2"')}
</svg>`
}

/** A business blueprint: labelled layers (channels, applications, platform, data, infrastructure). */
export function blueprint(layers: Array<{ name: string; items: string[] }>, title: string, theme: ScreenTheme): string {
  const rowHeight = 104
  const rows = layers
    .map((layer, r) => {
      const y = 96 + r * rowHeight
      const itemWidth = (900 - 16 * (layer.items.length - 1)) / layer.items.length
      const items = layer.items
        .map((item, i) => {
          const x = 240 + i * (itemWidth + 16)
          return `<rect x="${x.toFixed(0)}" y="${y + 16}" width="${itemWidth.toFixed(0)}" height="60" rx="8" fill="#fff" stroke="${theme.accent}" stroke-opacity="0.35"/>${text(x + itemWidth / 2, y + 52, item, 18, '#15233d', 'text-anchor="middle"')}`
        })
        .join('')
      return `<rect x="40" y="${y}" width="1120" height="92" rx="10" fill="${r % 2 ? '#ffffff' : theme.soft}"/>
<rect x="56" y="${y + 16}" width="164" height="60" rx="8" fill="${theme.accent}" opacity="${1 - r * 0.12}"/>${text(138, y + 52, layer.name, 18, '#ffffff', 'text-anchor="middle" font-weight="600"')}${items}`
    })
    .join('\n')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" ${font}>
<rect width="1200" height="675" fill="#f6f8fc"/>
${text(600, 62, title, 26, '#15233d', 'text-anchor="middle" font-weight="700"')}
${rows}
</svg>`
}

/** A rich-text figure 720×240: steps along a line (a timeline or a flow). */
export function stepsFigure(steps: Array<{ head: string; label: string }>, theme: ScreenTheme): string {
  const gap = 540 / (steps.length - 1)
  const nodes = steps
    .map((step, i) => {
      const x = 90 + i * gap
      return `<circle cx="${x}" cy="120" r="14" fill="${theme.accent}"/><circle cx="${x}" cy="120" r="5" fill="#fff"/>
${text(x, 90, step.head, 20, '#15233d', 'text-anchor="middle" font-weight="700"')}${text(x, 164, step.label, 14, '#5b6b82', 'text-anchor="middle"')}`
    })
    .join('\n')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="240" viewBox="0 0 720 240" ${font}>
<rect width="720" height="240" fill="${theme.soft}"/>
<line x1="90" x2="630" y1="120" y2="120" stroke="${theme.accent}" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/>
${nodes}
</svg>`
}

/** An open-plan office, drawn flat: windows, desks with screens, plants. */
export function officeFigure(theme: ScreenTheme): string {
  const windows = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${30 + i * 115}" y="20" width="100" height="110" rx="4" fill="#dbeafe"/>`,
  ).join('')
  const desks = Array.from({ length: 4 }, (_, i) => {
    const x = 60 + i * 160
    return `<rect x="${x}" y="170" width="130" height="10" rx="3" fill="#8b6b4a"/><rect x="${x + 10}" y="180" width="6" height="40" fill="#6b5138"/><rect x="${x + 114}" y="180" width="6" height="40" fill="#6b5138"/>
<rect x="${x + 40}" y="132" width="50" height="34" rx="3" fill="#15233d"/><rect x="${x + 44}" y="136" width="42" height="24" fill="${theme.accent}" opacity="0.8"/><rect x="${x + 62}" y="166" width="6" height="4" fill="#15233d"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="240" viewBox="0 0 720 240">
<rect width="720" height="240" fill="#f1f5f9"/>${windows}
<rect y="150" width="720" height="90" fill="#e2e8f0"/>${desks}
<circle cx="690" cy="150" r="22" fill="#16a34a"/><rect x="682" y="160" width="16" height="30" rx="3" fill="#b45309"/>
<circle cx="30" cy="156" r="16" fill="#22c55e"/><rect x="24" y="164" width="12" height="26" rx="3" fill="#b45309"/>
</svg>`
}
