/**
 * Product screens of the demo brand (issue 26): an application window whose layout, widgets and colours
 * follow the item's key, so products, solutions, advantages, scenes and case covers on one page never
 * show the same screen. 800×450, labels in the site's language.
 */
import { randomFor, r1, type Random } from './random'

export type ScreenLang = 'zh' | 'en'

interface Theme {
  accent: string
  second: string
  backdrop: string
  dark: boolean
}

const themes: readonly Theme[] = [
  { accent: '#1d6ff2', second: '#14b8a6', backdrop: '#0b1f44', dark: false },
  { accent: '#0d9488', second: '#f59e0b', backdrop: '#062a28', dark: false },
  { accent: '#6d5dfc', second: '#22d3ee', backdrop: '#18103f', dark: false },
  { accent: '#ea580c', second: '#1d6ff2', backdrop: '#2a1406', dark: false },
  { accent: '#38bdf8', second: '#a78bfa', backdrop: '#040b18', dark: true },
  { accent: '#2dd4bf', second: '#fbbf24', backdrop: '#03141a', dark: true },
]

const titles: Array<[string, string]> = [
  ['经营驾驶舱', 'Business overview'],
  ['财务总览', 'Finance overview'],
  ['供应链控制塔', 'Supply chain tower'],
  ['生产监控', 'Production monitor'],
  ['销售漏斗', 'Sales pipeline'],
  ['库存健康度', 'Inventory health'],
  ['能耗分析', 'Energy analysis'],
  ['门店看板', 'Store board'],
  ['人力效能', 'Workforce insight'],
  ['质量追溯', 'Quality trace'],
  ['运输调度', 'Dispatch'],
  ['设备健康', 'Asset health'],
  ['现金流预测', 'Cash forecast'],
  ['客户洞察', 'Customer insight'],
]

const kpiLabels: Array<[string, string]> = [
  ['营收', 'Revenue'],
  ['毛利率', 'Margin'],
  ['订单', 'Orders'],
  ['交付率', 'On time'],
  ['库存周转', 'Turnover'],
  ['OEE', 'OEE'],
  ['客户数', 'Customers'],
  ['能耗', 'Energy'],
]

const font = `font-family="'Noto Sans SC','PingFang SC',Helvetica,Arial,sans-serif"`

interface Box {
  x: number
  y: number
  w: number
  h: number
}

interface Ink {
  panel: string
  line: string
  text: string
  muted: string
  theme: Theme
  rnd: Random
  lang: ScreenLang
}

function label(x: number, y: number, value: string, size: number, fill: string, extra = ''): string {
  return `<text x="${r1(x)}" y="${r1(y)}" font-size="${size}" fill="${fill}"${extra}>${value.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`
}

function panel(box: Box, ink: Ink): string {
  return `<rect x="${r1(box.x)}" y="${r1(box.y)}" width="${r1(box.w)}" height="${r1(box.h)}" rx="6" fill="${ink.panel}" stroke="${ink.line}"/>`
}

function series(ink: Ink, count: number): number[] {
  let value = ink.rnd.range(0.3, 0.6)
  const trend = ink.rnd.range(-0.02, 0.05)
  return Array.from({ length: count }, () => {
    value = Math.min(0.95, Math.max(0.08, value + trend + ink.rnd.range(-0.12, 0.12)))
    return value
  })
}

type Widget = (box: Box, ink: Ink) => string

const line: Widget = (box, ink) => {
  const values = series(ink, 12)
  const x = (i: number) => box.x + 16 + (i * (box.w - 32)) / 11
  const y = (v: number) => box.y + box.h - 14 - v * (box.h - 44)
  const path = values.map((v, i) => `${i ? 'L' : 'M'}${r1(x(i))} ${r1(y(v))}`).join('')
  const area = `${path}L${r1(x(11))} ${r1(box.y + box.h - 14)}L${r1(x(0))} ${r1(box.y + box.h - 14)}Z`
  const second = series(ink, 12)
    .map((v, i) => `${i ? 'L' : 'M'}${r1(x(i))} ${r1(y(v * 0.7))}`)
    .join('')
  return `${panel(box, ink)}<path d="${area}" fill="${ink.theme.accent}" opacity="0.14"/><path d="${path}" stroke="${ink.theme.accent}" stroke-width="2.5" fill="none"/><path d="${second}" stroke="${ink.theme.second}" stroke-width="2" stroke-dasharray="5 4" fill="none"/>`
}

const bars: Widget = (box, ink) => {
  const values = series(ink, 9)
  const step = (box.w - 32) / values.length
  const items = values.map((v, i) => {
    const height = v * (box.h - 44)
    return `<rect x="${r1(box.x + 16 + i * step + step * 0.18)}" y="${r1(box.y + box.h - 14 - height)}" width="${r1(step * 0.64)}" height="${r1(height)}" rx="2" fill="${i === values.length - 2 ? ink.theme.second : ink.theme.accent}" opacity="${i === values.length - 2 ? 1 : 0.8}"/>`
  })
  return panel(box, ink) + items.join('')
}

const donut: Widget = (box, ink) => {
  const cx = box.x + box.w * 0.38
  const cy = box.y + box.h / 2 + 8
  const radius = Math.min(box.w * 0.28, box.h * 0.32)
  const circumference = 2 * Math.PI * radius
  const shares = [ink.rnd.range(0.3, 0.5), ink.rnd.range(0.15, 0.3), ink.rnd.range(0.1, 0.2)]
  let offset = 0
  const colours = [ink.theme.accent, ink.theme.second, ink.muted]
  const arcs = shares.map((share, i) => {
    const arc = `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="none" stroke="${colours[i]}" stroke-width="${r1(radius * 0.36)}" stroke-dasharray="${r1(share * circumference)} ${r1(circumference)}" stroke-dashoffset="${r1(-offset * circumference)}" transform="rotate(-90 ${r1(cx)} ${r1(cy)})"/>`
    offset += share
    return arc
  })
  const legend = colours.map(
    (colour, i) =>
      `<rect x="${r1(box.x + box.w * 0.72)}" y="${r1(box.y + box.h * 0.35 + i * 18)}" width="10" height="10" rx="2" fill="${colour}"/><rect x="${r1(box.x + box.w * 0.72 + 16)}" y="${r1(box.y + box.h * 0.35 + i * 18 + 2)}" width="${r1(box.w * 0.14)}" height="6" rx="3" fill="${ink.line}"/>`,
  )
  return panel(box, ink) + arcs.join('') + legend.join('')
}

const table: Widget = (box, ink) => {
  const rows = Math.max(3, Math.floor((box.h - 40) / 22))
  const cells = Array.from({ length: rows }, (_, i) => {
    const y = box.y + 34 + i * 22
    const status = ink.rnd.pick([ink.theme.accent, ink.theme.second, '#22c55e'])
    return `<rect x="${r1(box.x + 14)}" y="${r1(y)}" width="${r1(box.w * 0.3)}" height="7" rx="3" fill="${ink.line}"/><rect x="${r1(box.x + box.w * 0.42)}" y="${r1(y)}" width="${r1(box.w * ink.rnd.range(0.12, 0.22))}" height="7" rx="3" fill="${ink.line}"/><rect x="${r1(box.x + box.w - 64)}" y="${r1(y - 3)}" width="46" height="13" rx="6" fill="${status}" opacity="0.85"/>`
  })
  return `${panel(box, ink)}<rect x="${r1(box.x)}" y="${r1(box.y)}" width="${r1(box.w)}" height="24" rx="6" fill="${ink.theme.accent}" opacity="0.12"/>${cells.join('')}`
}

const heatmap: Widget = (box, ink) => {
  const columns = 12
  const rows = 5
  const cw = (box.w - 28) / columns
  const ch = (box.h - 40) / rows
  const cells: string[] = []
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++)
      cells.push(
        `<rect x="${r1(box.x + 14 + c * cw)}" y="${r1(box.y + 28 + r * ch)}" width="${r1(cw - 3)}" height="${r1(ch - 3)}" rx="2" fill="${ink.theme.accent}" opacity="${r1(ink.rnd.range(0.1, 1))}"/>`,
      )
  return panel(box, ink) + cells.join('')
}

const gantt: Widget = (box, ink) => {
  const rows = Math.max(3, Math.floor((box.h - 36) / 24))
  const items = Array.from({ length: rows }, (_, i) => {
    const start = ink.rnd.range(0, 0.5)
    const length = ink.rnd.range(0.2, 0.45)
    return `<rect x="${r1(box.x + 14 + start * (box.w - 28))}" y="${r1(box.y + 30 + i * 24)}" width="${r1(length * (box.w - 28))}" height="12" rx="6" fill="${i % 3 === 2 ? ink.theme.second : ink.theme.accent}" opacity="0.85"/>`
  })
  const today = box.x + 14 + ink.rnd.range(0.4, 0.7) * (box.w - 28)
  return `${panel(box, ink)}${items.join('')}<path d="M${r1(today)} ${r1(box.y + 22)}V${r1(box.y + box.h - 8)}" stroke="#ef4444" stroke-dasharray="3 3"/>`
}

const gauge: Widget = (box, ink) => {
  const cx = box.x + box.w / 2
  const cy = box.y + box.h * 0.78
  const radius = Math.min(box.w * 0.36, box.h * 0.55)
  const share = ink.rnd.range(0.45, 0.92)
  const arc = (to: number) => {
    const angle = Math.PI * (1 - to)
    return `M${r1(cx - radius)} ${r1(cy)}A${r1(radius)} ${r1(radius)} 0 0 1 ${r1(cx + Math.cos(angle) * radius)} ${r1(cy - Math.sin(angle) * radius)}`
  }
  return `${panel(box, ink)}<path d="${arc(1)}" stroke="${ink.line}" stroke-width="14" fill="none"/><path d="${arc(share)}" stroke="${ink.theme.accent}" stroke-width="14" fill="none"/>${label(cx, cy - 6, `${Math.round(share * 100)}%`, 20, ink.text, ' text-anchor="middle" font-weight="700"')}`
}

const funnel: Widget = (box, ink) => {
  const steps = 4
  const items = Array.from({ length: steps }, (_, i) => {
    const width = (box.w - 40) * (1 - i * 0.2)
    const h = (box.h - 44) / steps
    return `<rect x="${r1(box.x + (box.w - width) / 2)}" y="${r1(box.y + 30 + i * h)}" width="${r1(width)}" height="${r1(h - 4)}" rx="3" fill="${ink.theme.accent}" opacity="${r1(1 - i * 0.2)}"/>`
  })
  return panel(box, ink) + items.join('')
}

const widgets: readonly Widget[] = [line, bars, donut, table, heatmap, gantt, gauge, funnel]

function kpis(boxes: Box[], ink: Ink): string {
  return boxes
    .map((box, i) => {
      const [zh, en] = kpiLabels[(ink.rnd.int(kpiLabels.length) + i) % kpiLabels.length]!
      const value = `${Math.round(ink.rnd.range(12, 98))}${ink.rnd.next() < 0.5 ? '%' : '.' + ink.rnd.int(10) + (ink.lang === 'zh' ? '万' : 'k')}`
      const up = ink.rnd.next() < 0.75
      return `${panel(box, ink)}${label(box.x + 12, box.y + 20, ink.lang === 'zh' ? zh : en, 11, ink.muted)}${label(box.x + 12, box.y + box.h - 14, value, 20, i === 0 ? ink.theme.accent : ink.text, ' font-weight="700"')}<path d="M${r1(box.x + box.w - 22)} ${r1(box.y + box.h - 18)}l5 ${up ? -7 : 7}l5 ${up ? 7 : -7}" stroke="${up ? '#22c55e' : '#ef4444'}" stroke-width="2" fill="none"/>`
    })
    .join('')
}

function grid(area: Box, columns: number[], rows: number[], gap = 12): Box[] {
  const boxes: Box[] = []
  const columnTotal = columns.reduce((a, b) => a + b, 0)
  const rowTotal = rows.reduce((a, b) => a + b, 0)
  let y = area.y
  for (const row of rows) {
    const height = ((area.h - gap * (rows.length - 1)) * row) / rowTotal
    let x = area.x
    for (const column of columns) {
      const width = ((area.w - gap * (columns.length - 1)) * column) / columnTotal
      boxes.push({ x, y, w: width, h: height })
      x += width + gap
    }
    y += height + gap
  }
  return boxes
}

/** A product screen for the item `key` (e.g. `product-401`): the same key gives the same screen in both languages. */
export function screenArt(key: string, lang: ScreenLang): string {
  const rnd = randomFor(`screen:${key}`)
  const theme = themes[rnd.int(themes.length)]!
  const ink: Ink = theme.dark
    ? { panel: '#0f1c30', line: '#243650', text: '#e6eefc', muted: '#8da2c0', theme, rnd, lang }
    : { panel: '#ffffff', line: '#e3e8f0', text: '#15233d', muted: '#5b6b82', theme, rnd, lang }
  const [zhTitle, enTitle] = titles[rnd.int(titles.length)]!
  const layout = rnd.int(3)
  const win: Box = { x: 40 + rnd.range(-10, 10), y: 36 + rnd.range(-6, 10), w: 720, h: 390 }
  const parts: string[] = []
  const surface = theme.dark ? '#0a1424' : '#f4f7fb'
  parts.push(`<rect x="${r1(win.x)}" y="${r1(win.y)}" width="${win.w}" height="${win.h}" rx="10" fill="${surface}"/>`)
  parts.push(
    `<path d="M${r1(win.x)} ${r1(win.y + 10)}a10 10 0 0 1 10-10h${win.w - 20}a10 10 0 0 1 10 10v18h-${win.w}z" fill="${theme.dark ? '#16243a' : '#e3e8f0'}"/>`,
  )
  let content: Box
  if (layout === 0) {
    // Sidebar navigation.
    parts.push(`<rect x="${r1(win.x)}" y="${r1(win.y + 28)}" width="130" height="${win.h - 28}" fill="${ink.panel}"/>`)
    for (let i = 0; i < 7; i++)
      parts.push(
        `<rect x="${r1(win.x + 16)}" y="${r1(win.y + 70 + i * 28)}" width="${i === 1 ? 98 : 60 + rnd.int(30)}" height="8" rx="4" fill="${i === 1 ? theme.accent : ink.line}"/>`,
      )
    parts.push(
      `<rect x="${r1(win.x + 16)}" y="${r1(win.y + 42)}" width="14" height="14" rx="3" fill="${theme.accent}"/>`,
    )
    content = { x: win.x + 146, y: win.y + 44, w: win.w - 162, h: win.h - 60 }
  } else if (layout === 1) {
    // Top navigation bar.
    parts.push(`<rect x="${r1(win.x)}" y="${r1(win.y + 28)}" width="${win.w}" height="34" fill="${theme.accent}"/>`)
    for (let i = 0; i < 5; i++)
      parts.push(
        `<rect x="${r1(win.x + 130 + i * 74)}" y="${r1(win.y + 42)}" width="52" height="7" rx="3" fill="#ffffff" opacity="${i === 0 ? 1 : 0.55}"/>`,
      )
    content = { x: win.x + 16, y: win.y + 76, w: win.w - 32, h: win.h - 92 }
  } else {
    // Icon rail.
    parts.push(
      `<rect x="${r1(win.x)}" y="${r1(win.y + 28)}" width="52" height="${win.h - 28}" fill="${theme.backdrop}"/>`,
    )
    for (let i = 0; i < 6; i++)
      parts.push(
        `<rect x="${r1(win.x + 16)}" y="${r1(win.y + 48 + i * 38)}" width="20" height="20" rx="5" fill="${i === 0 ? theme.accent : '#ffffff'}" opacity="${i === 0 ? 1 : 0.25}"/>`,
      )
    content = { x: win.x + 68, y: win.y + 44, w: win.w - 84, h: win.h - 60 }
  }
  parts.push(label(content.x, content.y + 14, lang === 'zh' ? zhTitle : enTitle, 15, ink.text, ' font-weight="700"'))
  const body: Box = { x: content.x, y: content.y + 28, w: content.w, h: content.h - 28 }
  const kpiCount = 3 + rnd.int(2)
  const withKpis = rnd.next() < 0.7
  const main: Box = withKpis ? { ...body, y: body.y + 70, h: body.h - 70 } : body
  if (withKpis) parts.push(kpis(grid({ ...body, h: 58 }, Array(kpiCount).fill(1), [1]), ink))
  const arrangements: Array<[number[], number[]]> = [
    [[2, 1], [1]],
    [[1, 1], [1]],
    [
      [3, 2],
      [1, 1],
    ],
    [[1], [1]],
    [[1, 1, 1], [1]],
  ]
  const [columns, rows] = arrangements[rnd.int(arrangements.length)]!
  const boxes = grid(main, columns, rows)
  const first = rnd.int(widgets.length)
  boxes.forEach((box, i) => parts.push(widgets[(first + i * 3) % widgets.length]!(box, ink)))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" ${font}><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.backdrop}"/><stop offset="1" stop-color="${theme.accent}" stop-opacity="0.85"/></linearGradient></defs><rect width="800" height="450" fill="url(#g)"/><circle cx="${r1(rnd.range(500, 800))}" cy="${r1(rnd.range(0, 120))}" r="220" fill="${theme.second}" opacity="0.18"/>${parts.join('')}</svg>`
}
