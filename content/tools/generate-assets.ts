/**
 * Generates the demo's brand files served at /demo-assets/*: logos, icons, QR codes and small PDFs.
 * Run with `npx tsx content/tools/generate-assets.ts`; the output in content/assets/ is committed.
 * Banners, cards, covers, portraits and word marks are drawn per item by content/art/
 * (tools/generate-art.ts, issue 26); blueprints and figures by tools/generate-mockups.ts.
 *
 * The two 3-second demo videos are not generated here (they need ffmpeg); they were made with:
 *   ffmpeg -f lavfi -i "gradients=size=640x360:rate=24:duration=3:c0=0x0b1f4b:c1=0x1d6ff2:c2=0x2dd4bf:nb_colors=3:speed=0.05" \
 *     -f lavfi -i "sine=frequency=330:duration=3" -c:v libx264 -pix_fmt yuv420p -crf 30 -c:a aac -b:a 32k \
 *     -movflags +faststart -shortest demo-video.mp4
 *   ffmpeg -f lavfi -i "gradients=size=640x360:rate=24:duration=3:c0=0x1a103d:c1=0x7c3aed:c2=0xe879f9:nb_colors=3:speed=0.05" \
 *     -c:v libvpx-vp9 -b:v 0 -crf 40 -an demo-video.webm
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets')
mkdirSync(outDir, { recursive: true })

function write(name: string, content: string): void {
  writeFileSync(join(outDir, name), content.trim() + '\n')
}

/** Deterministic pseudo-random numbers so regenerating gives identical files. */
function seeded(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 0x100000000
  }
}

// Logos: the main brand mark, the go1688 purchasing area mark, and a light variant for dark footers.
function logo(name: string, word: string, colour: string, text: string): void {
  write(
    name,
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48">
  <g fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round"><path d="M8 30a10 10 0 0 1 8-16 14 14 0 0 1 26 4 8 8 0 0 1-2 16H16"/><path d="M22 34l6-8 6 5 8-11"/></g>
  <text x="56" y="31" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="${text}">${word}</text>
</svg>`,
  )
}
logo('logo.svg', 'CloudLead', '#1d6ff2', '#0f172a')
logo('logo-light.svg', 'CloudLead', '#7cc0ff', '#ffffff')
logo('logo-go1688.svg', 'go1688', '#f97316', '#0f172a')

// Icons 64x64 for advantages, product sections, categories and industries.
const icons: Record<string, [colour: string, paths: string]> = {
  cloud: ['#1d6ff2', '<path d="M18 44a10 10 0 0 1 2-20 14 14 0 0 1 27 3 9 9 0 0 1-1 17z"/>'],
  chart: ['#0d9488', '<path d="M12 52V12M12 52h40"/><path d="M20 42l9-12 8 6 11-16"/>'],
  shield: ['#7c3aed', '<path d="M32 8l20 8v14c0 12-9 21-20 26-11-5-20-14-20-26V16z"/><path d="M24 32l6 6 11-12"/>'],
  gear: [
    '#ea580c',
    '<circle cx="32" cy="32" r="8"/><path d="M32 10v8M32 46v8M10 32h8M46 32h8M16 16l6 6M42 42l6 6M16 48l6-6M42 22l6-6"/>',
  ],
  users: [
    '#db2777',
    '<circle cx="24" cy="24" r="7"/><circle cx="42" cy="26" r="5"/><path d="M12 50c0-8 6-13 12-13s12 5 12 13M36 48c0-6 3-10 8-10s8 4 8 10"/>',
  ],
  bolt: ['#0891b2', '<path d="M36 8L16 36h14l-4 20 22-30H34z"/>'],
  database: [
    '#1d6ff2',
    '<ellipse cx="32" cy="16" rx="16" ry="6"/><path d="M16 16v32c0 3 7 6 16 6s16-3 16-6V16M16 32c0 3 7 6 16 6s16-3 16-6"/>',
  ],
  globe: [
    '#0d9488',
    '<circle cx="32" cy="32" r="20"/><path d="M12 32h40M32 12c6 6 8 13 8 20s-2 14-8 20c-6-6-8-13-8-20s2-14 8-20"/>',
  ],
  factory: ['#7c3aed', '<path d="M10 52V28l12 8v-8l12 8v-8l12 8V14h8v38z"/>'],
  cart: [
    '#ea580c',
    '<path d="M8 12h8l6 28h26l6-20H20"/><circle cx="26" cy="50" r="4"/><circle cx="46" cy="50" r="4"/>',
  ],
  truck: [
    '#db2777',
    '<path d="M6 18h32v24H6zM38 26h12l8 8v8H38z"/><circle cx="18" cy="46" r="5"/><circle cx="48" cy="46" r="5"/>',
  ],
  bank: ['#0891b2', '<path d="M8 24L32 10l24 14zM14 28v18M26 28v18M38 28v18M50 28v18M8 52h48"/>'],
  layers: ['#0d9488', '<path d="M32 10l22 12-22 12-22-12zM10 32l22 12 22-12M10 42l22 12 22-12"/>'],
  chip: [
    '#7c3aed',
    '<rect x="18" y="18" width="28" height="28" rx="3"/><path d="M26 10v8M38 10v8M26 46v8M38 46v8M10 26h8M10 38h8M46 26h8M46 38h8"/>',
  ],
  leaf: ['#ea580c', '<path d="M14 50C14 26 28 14 52 12c0 24-12 38-36 38z"/><path d="M14 50l20-20"/>'],
}
Object.entries(icons).forEach(([name, [colour, d]]) => {
  write(
    `icon-${name}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><g fill="none" stroke="${colour}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${d}</g></svg>`,
  )
})

// QR-code-like squares (decorative, deterministic).
function qr(name: string, seed: number): void {
  const rnd = seeded(seed)
  const n = 25
  const cells: string[] = []
  const finder = (x: number, y: number) => (x < 7 && y < 7) || (x >= n - 7 && y < 7) || (x < 7 && y >= n - 7)
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) if (!finder(x, y) && rnd() > 0.5) cells.push(`M${x + 2} ${y + 2}h1v1h-1z`)
  const eye = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5z" fill-rule="evenodd"/><path d="M${x + 2} ${y + 2}h3v3h-3z"/>`
  write(
    name,
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 29 29" shape-rendering="crispEdges">
  <rect width="29" height="29" fill="#fff"/>
  <g fill="#111">${eye(2, 2)}${eye(n - 5, 2)}${eye(2, n - 5)}<path d="${cells.join('')}"/></g>
</svg>`,
  )
}
qr('qr-wechat.svg', 11)
qr('qr-video.svg', 22)
qr('qr-service.svg', 33)

// A small, valid one-page PDF (hand-written objects with a correct cross-reference table).
function pdf(name: string, title: string, lines: string[]): void {
  const text = [title, '', ...lines]
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 56 ${760 - i * 22} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body))
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  writeFileSync(join(outDir, name), body)
}
pdf('product-brochure.pdf', 'CloudLead Digital - Product Brochure', [
  'CloudLead ERP, Smart Manufacturing Cloud and Data Intelligence Platform.',
  'One platform for finance, supply chain, production and analytics.',
  'Contact: 400-820-6688  |  hello@cloudlead.example',
])
pdf('whitepaper-manufacturing.pdf', 'Manufacturing Digital Transformation White Paper', [
  'How mid-size manufacturers move from ERP to a connected, data-driven operation.',
  'Chapters: maturity model, roadmap, reference architecture, case studies.',
])
pdf('supplier-agreement.pdf', 'go1688 Supplier Cooperation Agreement', [
  'Terms of listing, settlement and service levels for suppliers on go1688.',
  'Please read, sign and return to the supplier service team.',
])
pdf('payment-info.pdf', 'go1688 Payment Information', [
  'Account name: CloudLead Digital Technology Co., Ltd.',
  'Please quote your order number with every transfer.',
])

console.log(`assets written to ${outDir}`)
