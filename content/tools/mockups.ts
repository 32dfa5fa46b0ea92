/**
 * Hand-drawn SVG pictures of the demo brand (issue 12): labelled blueprint diagrams and the rich-text
 * figures of the text-only pages. (Product screens, word marks and the other per-item pictures are drawn
 * by content/art/, issue 26.) Everything is generated here; nothing is a copy of real material. Text is
 * drawn in the generic sans-serif, so each file stays a few KB.
 */

export type Lang = 'zh' | 'en'

const font = `font-family="'Noto Sans SC', 'PingFang SC', Helvetica, Arial, sans-serif"`
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

function text(x: number, y: number, value: string, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" ${extra}>${escape(value)}</text>`
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
