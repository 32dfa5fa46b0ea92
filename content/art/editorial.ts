/**
 * Editorial pictures of the demo brand (issue 26): abstract architecture, city horizons, glass planes,
 * isometric data scenes, event halls, lenses, office interiors and freight yards, each drawn from the
 * item's key so no two items share a picture. Pure functions returning SVG text; no text is drawn, so
 * the alt text in the content stays the picture's description.
 */
import { paletteOf, type ArtPalette } from './palette'
import { randomFor, r1, type Random } from './random'

export type Composition = 'towers' | 'horizon' | 'planes' | 'isometric' | 'stage' | 'lens' | 'atrium' | 'freight'

/** What an item is: it chooses the subjects its picture can show. */
export type ArtKind =
  'news' | 'event' | 'media' | 'solution' | 'go1688' | 'banner' | 'case' | 'product' | 'scene' | 'about' | 'join'

const subjects: Record<ArtKind, readonly Composition[]> = {
  news: ['towers', 'horizon', 'planes', 'isometric'],
  event: ['stage', 'stage', 'planes', 'horizon'],
  media: ['lens', 'lens', 'planes', 'horizon'],
  solution: ['isometric', 'towers', 'horizon'],
  go1688: ['freight', 'freight', 'isometric'],
  banner: ['horizon', 'towers', 'planes', 'isometric'],
  case: ['towers', 'horizon', 'isometric'],
  product: ['isometric', 'planes'],
  scene: ['planes', 'isometric', 'atrium'],
  about: ['towers'],
  join: ['atrium'],
}

export interface EditorialOptions {
  kind: ArtKind
  /** The item's key (its kind and content id): the seed of composition, palette and details. */
  key: string
  width: number
  height: number
  /** Banners choose their tone (the header and slide text follow the picture's brightness, SPEC §2). */
  tone?: 'dark' | 'light'
  /** Forces a subject (e.g. join-us pictures are office interiors). */
  composition?: Composition
}

interface Canvas {
  w: number
  h: number
  p: ArtPalette
  rnd: Random
}

export function editorialArt(options: EditorialOptions): string {
  const rnd = randomFor(`${options.kind}:${options.key}`)
  const composition = options.composition ?? rnd.pick(subjects[options.kind])
  // Most editorial pictures are dark (photography-like depth); one in four is a bright, airy variant.
  const tone =
    options.tone ?? (rnd.next() < 0.25 && composition !== 'stage' && composition !== 'lens' ? 'light' : 'dark')
  const p = paletteOf(tone, rnd.int(64))
  const c: Canvas = { w: options.width, h: options.height, p, rnd }
  const body = draw[composition](c)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}">${body}</svg>`
}

const draw: Record<Composition, (c: Canvas) => string> = {
  towers,
  horizon,
  planes,
  isometric,
  stage,
  lens,
  atrium,
  freight,
}

/** Sky gradient and a soft light source: every composition starts from it. */
function backdrop(c: Canvas, glowX: number, glowY: number, glowColour: string, glowSize = 0.7): string {
  const { w, h, p } = c
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient><radialGradient id="l" cx="${r1(glowX / w)}" cy="${r1(glowY / h)}" r="${glowSize}"><stop offset="0" stop-color="${glowColour}" stop-opacity="0.75"/><stop offset="0.35" stop-color="${glowColour}" stop-opacity="0.18"/><stop offset="1" stop-color="${glowColour}" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#s)"/><rect width="${w}" height="${h}" fill="url(#l)"/>`
}

function polygon(points: Array<[number, number]>, fill: string, extra = ''): string {
  return `<path d="M${points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z" fill="${fill}"${extra}/>`
}

/** Glass towers seen from the street, converging towards a vanishing point above the frame. */
function towers(c: Canvas): string {
  const { w, h, p, rnd } = c
  const vx = w * rnd.range(0.3, 0.7)
  const vy = -h * rnd.range(0.6, 1.6)
  const count = 4 + rnd.int(4)
  const faces: string[] = []
  const lines: string[] = []
  const edges = Array.from(
    { length: count + 1 },
    (_, i) => (i / count) * w * 1.3 - w * 0.15 + rnd.range(-0.06, 0.06) * w,
  )
  for (let i = 0; i < count; i++) {
    const a = edges[i]!
    const b = edges[i + 1]! - w * rnd.range(0.01, 0.05)
    const reach = rnd.range(0.45, 0.92)
    const along = (x: number, t: number): [number, number] => [x + (vx - x) * t, h + (vy - h) * t]
    const [ax, ay] = along(a, reach)
    const [bx, by] = along(b, reach * rnd.range(0.92, 1.05))
    const lit = rnd.next() < 0.5
    faces.push(
      `<linearGradient id="t${i}" x1="0" y1="1" x2="${lit ? 1 : 0}" y2="0"><stop offset="0" stop-color="${i % 2 ? p.near : p.mid}"/><stop offset="1" stop-color="${lit ? p.light : p.far}" stop-opacity="${lit ? 0.55 : 1}"/></linearGradient>`,
    )
    lines.push(
      polygon(
        [
          [a, h],
          [b, h],
          [bx, by],
          [ax, ay],
        ],
        `url(#t${i})`,
      ),
    )
    // Mullions follow the perspective; floor lines cross the face.
    const mullions: string[] = []
    const columns = 3 + rnd.int(5)
    for (let m = 1; m < columns; m++) {
      const x = a + ((b - a) * m) / columns
      const [tx, ty] = along(x, reach * 0.98)
      mullions.push(`M${r1(x)} ${h}L${r1(tx)} ${r1(ty)}`)
    }
    const floors = 6 + rnd.int(8)
    for (let f = 1; f < floors; f++) {
      const t = reach * (1 - Math.pow(1 - f / floors, 1.4))
      const [x1, y1] = along(a, t)
      const [x2, y2] = along(b, t)
      mullions.push(`M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}`)
    }
    lines.push(
      `<path d="${mullions.join('')}" stroke="${p.light}" stroke-opacity="${r1(rnd.range(0.12, 0.3))}" stroke-width="1" fill="none"/>`,
    )
    lines.push(
      `<path d="M${r1(ax)} ${r1(ay)}L${r1(bx)} ${r1(by)}" stroke="${p.light}" stroke-opacity="0.7" stroke-width="2"/>`,
    )
  }
  return `${backdrop(c, vx, 0, p.light, 0.9)}<defs>${faces.join('')}</defs>${lines.join('')}`
}

/** A skyline at dusk or dawn: layered silhouettes with atmospheric depth and a reflecting water plane. */
function horizon(c: Canvas): string {
  const { w, h, p, rnd } = c
  const horizonY = h * rnd.range(0.55, 0.72)
  const sunX = w * rnd.range(0.2, 0.8)
  const layers = [p.far, p.mid, p.near]
  const skylines = layers.map((fill, layer) => {
    const points: Array<[number, number]> = [[0, horizonY]]
    let x = 0
    const maxHeight = h * (0.34 - layer * 0.08)
    while (x < w) {
      const width = w * rnd.range(0.015, 0.05) * (1 + layer * 0.4)
      const top = horizonY - maxHeight * rnd.range(0.15, 1) * (rnd.next() < 0.2 ? 0.25 : 1)
      points.push([x, top], [x + width, top])
      x += width + w * rnd.range(0, 0.012)
      points.push([x, horizonY - maxHeight * 0.08])
    }
    points.push([w, horizonY])
    return polygon(points, fill, layer === 0 ? ' opacity="0.75"' : '')
  })
  const lights = Array.from({ length: 18 + rnd.int(20) }, () => {
    const x = rnd.range(0, w)
    const y = rnd.range(horizonY - h * 0.16, horizonY - 4)
    return `<rect x="${r1(x)}" y="${r1(y)}" width="2" height="2" fill="${p.light}" opacity="${r1(rnd.range(0.3, 0.9))}"/>`
  })
  const streaks = Array.from({ length: 7 }, (_, i) => {
    const y = horizonY + ((h - horizonY) * (i + 1)) / 8
    const half = w * rnd.range(0.05, 0.2) * (1 - i / 10)
    return `<path d="M${r1(sunX - half)} ${r1(y)}H${r1(sunX + half)}" stroke="${p.warm}" stroke-opacity="${r1(0.5 - i * 0.05)}" stroke-width="2"/>`
  })
  return `${backdrop(c, sunX, horizonY, p.warm, 0.75)}<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.near}"/><stop offset="1" stop-color="${p.top}"/></linearGradient></defs>${skylines.join('')}${lights.join('')}<rect y="${r1(horizonY)}" width="${w}" height="${r1(h - horizonY)}" fill="url(#w)"/>${streaks.join('')}`
}

/** Layered glass planes floating in depth, lit from one side. */
function planes(c: Canvas): string {
  const { w, h, p, rnd } = c
  const angle = rnd.range(-32, 32)
  const count = 5 + rnd.int(3)
  const shapes: string[] = []
  const defs: string[] = [
    `<filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${r1(Math.min(w, h) * 0.08)}"/></filter>`,
  ]
  const cx = w * rnd.range(0.35, 0.75)
  const cy = h * rnd.range(0.35, 0.65)
  shapes.push(
    `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(w * 0.22)}" ry="${r1(h * 0.22)}" fill="${p.accent}" opacity="0.55" filter="url(#b)"/>`,
  )
  for (let i = 0; i < count; i++) {
    const depth = i / (count - 1)
    const pw = w * rnd.range(0.22, 0.5) * (0.7 + depth * 0.5)
    const ph = h * rnd.range(0.3, 0.7) * (0.7 + depth * 0.5)
    const x = cx + rnd.range(-0.45, 0.25) * w
    const y = cy + rnd.range(-0.45, 0.15) * h
    const colour = [p.accent, p.light, p.far, p.warm][i % 4]!
    defs.push(
      `<linearGradient id="g${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="${r1(0.55 - depth * 0.25)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0.02"/></linearGradient>`,
    )
    shapes.push(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(pw)}" height="${r1(ph)}" rx="${r1(Math.min(pw, ph) * 0.06)}" fill="url(#g${i})" stroke="${p.light}" stroke-opacity="${r1(0.2 + depth * 0.3)}" transform="rotate(${r1(angle + rnd.range(-8, 8))} ${r1(x + pw / 2)} ${r1(y + ph / 2)}) skewX(${r1(rnd.range(-12, 12))})"/>`,
    )
  }
  const beam = `<path d="M${r1(w * rnd.range(0, 0.3))} 0L${r1(w * rnd.range(0.5, 0.7))} 0L${r1(w)} ${r1(h * rnd.range(0.6, 1))}L${r1(w * 0.85)} ${h}Z" fill="${p.light}" opacity="0.06"/>`
  return `${backdrop(c, cx, cy, p.light, 0.6)}<defs>${defs.join('')}</defs>${beam}${shapes.join('')}`
}

type Point3 = [number, number, number]

function isoProjector(ox: number, oy: number, unit: number): (point: Point3) => [number, number] {
  const cos = Math.cos(Math.PI / 6)
  return ([x, y, z]) => [ox + (x - y) * cos * unit, oy + (x + y) * 0.5 * unit - z * unit]
}

/** An isometric block: top, left and right faces in three shades. */
function isoBlock(
  project: (point: Point3) => [number, number],
  x: number,
  y: number,
  size: number,
  height: number,
  shades: [string, string, string],
): string {
  const s = size
  const top = [
    project([x, y, height]),
    project([x + s, y, height]),
    project([x + s, y + s, height]),
    project([x, y + s, height]),
  ]
  const left = [
    project([x, y + s, 0]),
    project([x + s, y + s, 0]),
    project([x + s, y + s, height]),
    project([x, y + s, height]),
  ]
  const right = [
    project([x + s, y, 0]),
    project([x + s, y + s, 0]),
    project([x + s, y + s, height]),
    project([x + s, y, height]),
  ]
  return polygon(left, shades[1]) + polygon(right, shades[2]) + polygon(top, shades[0])
}

/** An isometric data landscape: a platform of bars, some raised and lit, joined by data links. */
function isometric(c: Canvas): string {
  const { w, h, p, rnd } = c
  const grid = 4 + rnd.int(3)
  const unit = Math.min(w / (grid * 2.2), h / (grid * 1.25))
  const project = isoProjector(w * rnd.range(0.42, 0.58), h * rnd.range(0.3, 0.42) - unit * 0.4, unit)
  const parts: string[] = []
  const platform = [
    project([-0.4, -0.4, 0]),
    project([grid + 0.4, -0.4, 0]),
    project([grid + 0.4, grid + 0.4, 0]),
    project([-0.4, grid + 0.4, 0]),
  ]
  parts.push(polygon(platform, p.light, ' opacity="0.08"'))
  parts.push(polygon(platform, 'none', ` stroke="${p.light}" stroke-opacity="0.35"`))
  const peaks: Array<[number, number]> = []
  for (let d = 0; d < grid * 2 - 1; d++) {
    for (let x = 0; x < grid; x++) {
      const y = d - x
      if (y < 0 || y >= grid) continue
      if (rnd.next() < 0.22) continue
      const height = rnd.range(0.2, 1) * (rnd.next() < 0.18 ? 3 : 1.4)
      const highlighted = rnd.next() < 0.15
      const shades: [string, string, string] = highlighted ? [p.warm, p.accent, p.mid] : [p.far, p.mid, p.near]
      parts.push(isoBlock(project, x + 0.12, y + 0.12, 0.76, height, shades))
      if (height > 1.6) peaks.push(project([x + 0.5, y + 0.5, height]))
    }
  }
  const links = peaks
    .slice(0, 4)
    .map(
      ([x, y]) =>
        `<path d="M${r1(x)} ${r1(y)}V${r1(y - unit * 0.9)}" stroke="${p.light}" stroke-opacity="0.8"/><circle cx="${r1(x)}" cy="${r1(y - unit * 0.9)}" r="${r1(unit * 0.08)}" fill="${p.light}"/>`,
    )
  return `${backdrop(c, w * 0.5, h * 0.2, p.accent, 0.8)}${parts.join('')}${links.join('')}`
}

/** A conference hall: a glowing stage screen, spotlight beams and rows of seats in perspective. */
function stage(c: Canvas): string {
  const { w, h, p, rnd } = c
  const sx = w * rnd.range(0.3, 0.7)
  const sy = h * rnd.range(0.22, 0.34)
  const sw = w * rnd.range(0.34, 0.5)
  const sh = sw * 0.42
  const beams = Array.from({ length: 3 + rnd.int(3) }, (_, i) => {
    const top = w * (0.1 + (i * 0.8) / 4) + rnd.range(-30, 30)
    const foot = sx + rnd.range(-0.3, 0.3) * w
    const spread = w * rnd.range(0.05, 0.12)
    return `<path d="M${r1(top - 4)} 0H${r1(top + 4)}L${r1(foot + spread)} ${r1(h * 0.8)}H${r1(foot - spread)}Z" fill="url(#e)"/>`
  })
  const rows = Array.from({ length: 7 }, (_, i) => {
    const y = h * 0.64 + (i * i * h) / 120 + i * h * 0.025
    const bend = h * (0.03 + i * 0.012)
    return `<path d="M${r1(-w * 0.1)} ${r1(y + bend)}Q${r1(sx)} ${r1(y - bend)} ${r1(w * 1.1)} ${r1(y + bend)}" stroke="${p.far}" stroke-width="${r1(2 + i * 1.6)}" fill="none" stroke-linecap="round" stroke-dasharray="${r1(6 + i * 3)} ${r1(3 + i)}"/>`
  })
  const screenBars = Array.from({ length: 5 }, (_, i) => {
    const bh = sh * rnd.range(0.2, 0.7)
    return `<rect x="${r1(sx - sw / 2 + sw * 0.12 + i * sw * 0.16)}" y="${r1(sy + sh * 0.85 - bh)}" width="${r1(sw * 0.09)}" height="${r1(bh)}" fill="${i === 2 ? p.warm : p.light}" opacity="0.8"/>`
  })
  return `${backdrop(c, sx, sy + sh / 2, p.accent, 0.55)}<defs><linearGradient id="e" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient><linearGradient id="k" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.far}"/></linearGradient></defs><rect y="${r1(h * 0.58)}" width="${w}" height="${r1(h * 0.42)}" fill="${p.near}"/>${beams.join('')}<rect x="${r1(sx - sw / 2)}" y="${r1(sy)}" width="${r1(sw)}" height="${r1(sh)}" rx="4" fill="url(#k)"/><rect x="${r1(sx - sw / 2)}" y="${r1(sy)}" width="${r1(sw)}" height="${r1(sh)}" rx="4" fill="none" stroke="${p.light}" stroke-opacity="0.6"/>${screenBars.join('')}<rect x="${r1(sx - sw * 0.7)}" y="${r1(h * 0.56)}" width="${r1(sw * 1.4)}" height="${r1(h * 0.04)}" fill="${p.mid}"/>${rows.join('')}`
}

/** A camera aperture over a defocused city: blades, bokeh and a lens flare. */
function lens(c: Canvas): string {
  const { w, h, p, rnd } = c
  const cx = w * rnd.range(0.35, 0.65)
  const cy = h * rnd.range(0.4, 0.6)
  const radius = Math.min(w, h) * rnd.range(0.3, 0.42)
  const blades = 6 + rnd.int(3)
  const opening = radius * rnd.range(0.3, 0.55)
  const twist = rnd.range(0, Math.PI)
  const bladePaths = Array.from({ length: blades }, (_, i) => {
    const a = twist + (i / blades) * Math.PI * 2
    const b = a + (Math.PI * 2) / blades
    const outer = (angle: number): [number, number] => [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]
    const inner = (angle: number): [number, number] => [cx + Math.cos(angle) * opening, cy + Math.sin(angle) * opening]
    return polygon(
      [outer(a), outer(b + 0.35), inner(b), inner(a)],
      i % 2 ? p.mid : p.near,
      ` stroke="${p.light}" stroke-opacity="0.25"`,
    )
  })
  const bokeh = Array.from({ length: 9 + rnd.int(6) }, () => {
    const r = Math.min(w, h) * rnd.range(0.02, 0.08)
    return `<circle cx="${r1(rnd.range(0, w))}" cy="${r1(rnd.range(0, h))}" r="${r1(r)}" fill="url(#o)" opacity="${r1(rnd.range(0.3, 0.8))}"/>`
  })
  return `${backdrop(c, cx, cy, p.warm, 0.5)}<defs><radialGradient id="o"><stop offset="0" stop-color="${p.light}" stop-opacity="0.5"/><stop offset="0.8" stop-color="${p.light}" stop-opacity="0.25"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient><radialGradient id="i"><stop offset="0" stop-color="${p.warm}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.2"/></radialGradient></defs>${bokeh.join('')}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 1.12)}" fill="${p.near}" stroke="${p.light}" stroke-opacity="0.4" stroke-width="3"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="url(#i)"/>${bladePaths.join('')}<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 1.05)}" fill="none" stroke="${p.light}" stroke-opacity="0.2" stroke-width="${r1(radius * 0.08)}"/><path d="M${r1(cx - radius * 2)} ${r1(cy + radius * 0.6)}L${r1(cx + radius * 2)} ${r1(cy - radius * 0.6)}" stroke="${p.light}" stroke-opacity="0.25" stroke-width="2"/>`
}

/** An office atrium in one-point perspective: window wall, light strips, columns and people at work. */
function atrium(c: Canvas): string {
  const { w, h, p, rnd } = c
  const vx = w * rnd.range(0.38, 0.62)
  const vy = h * rnd.range(0.42, 0.52)
  const bw = w * rnd.range(0.28, 0.38)
  const bh = h * rnd.range(0.3, 0.4)
  const back: [number, number, number, number] = [vx - bw / 2, vy - bh / 2, vx + bw / 2, vy + bh / 2]
  const [l, t, r, b] = back
  const parts: string[] = []
  parts.push(
    polygon(
      [
        [0, 0],
        [w, 0],
        [r, t],
        [l, t],
      ],
      p.near,
    ),
  )
  parts.push(
    polygon(
      [
        [0, h],
        [w, h],
        [r, b],
        [l, b],
      ],
      p.mid,
    ),
  )
  parts.push(
    polygon(
      [
        [0, 0],
        [l, t],
        [l, b],
        [0, h],
      ],
      p.far,
      ' opacity="0.85"',
    ),
  )
  parts.push(
    polygon(
      [
        [w, 0],
        [r, t],
        [r, b],
        [w, h],
      ],
      p.far,
      ' opacity="0.6"',
    ),
  )
  parts.push(`<rect x="${r1(l)}" y="${r1(t)}" width="${r1(bw)}" height="${r1(bh)}" fill="url(#x)"/>`)
  const mullions = Array.from({ length: 5 }, (_, i) => `M${r1(l + (bw * (i + 1)) / 6)} ${r1(t)}V${r1(b)}`).join('')
  parts.push(`<path d="${mullions}M${r1(l)} ${r1(t + bh * 0.55)}H${r1(r)}" stroke="${p.near}" stroke-width="3"/>`)
  // Ceiling light strips and floor joints run to the vanishing point.
  const strips = Array.from({ length: 5 }, (_, i) => {
    const x = w * (0.1 + i * 0.2)
    const end = l + (bw * (i + 0.5)) / 5
    return `M${r1(x)} 0L${r1(end)} ${r1(t)}`
  }).join('')
  parts.push(`<path d="${strips}" stroke="${p.light}" stroke-opacity="0.7" stroke-width="3"/>`)
  const joints = Array.from({ length: 7 }, (_, i) => {
    const x = -w * 0.2 + (i * w * 1.4) / 6
    return `M${r1(x)} ${h}L${r1(l + (bw * i) / 6)} ${r1(b)}`
  }).join('')
  parts.push(`<path d="${joints}" stroke="${p.light}" stroke-opacity="0.12"/>`)
  // Columns: pairs receding on both walls.
  for (let i = 0; i < 3; i++) {
    const f = 0.25 + i * 0.25
    const lx = l * (1 - f) * 0.9
    const cw = w * 0.025 * (1 - f * 0.6)
    const topY = t * (1 - Math.pow(1 - f, 1))
    parts.push(
      `<rect x="${r1(lx)}" y="${r1(t - t * (1 - f))}" width="${r1(cw)}" height="${r1(h - topY - (h - b) * f)}" fill="${p.near}" opacity="0.8"/>`,
    )
  }
  // People: simple standing and seated figures at depth, the team.
  const people = 3 + rnd.int(4)
  for (let i = 0; i < people; i++) {
    const depth = rnd.range(0.25, 1)
    const px = vx + (rnd.next() - 0.5) * w * 0.9 * depth
    const foot = b + (h - b) * depth * 0.85
    const size = (h - b) * 0.9 * depth + h * 0.05
    const colour = rnd.pick([p.near, p.accent, p.warm, p.top])
    parts.push(
      `<circle cx="${r1(px)}" cy="${r1(foot - size * 0.88)}" r="${r1(size * 0.09)}" fill="${colour}"/><path d="M${r1(px - size * 0.14)} ${r1(foot)}V${r1(foot - size * 0.55)}Q${r1(px)} ${r1(foot - size * 0.8)} ${r1(px + size * 0.14)} ${r1(foot - size * 0.55)}V${r1(foot)}Z" fill="${colour}"/>`,
    )
  }
  return `${backdrop(c, vx, vy, p.light, 0.5)}<defs><linearGradient id="x" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.5"/></linearGradient></defs>${parts.join('')}`
}

/** A freight yard in isometric view: stacks of ribbed containers in the brand's colours. */
function freight(c: Canvas): string {
  const { w, h, p, rnd } = c
  const unit = Math.min(w / 11, h / 6.2)
  const project = isoProjector(w * rnd.range(0.45, 0.55), h * 0.2, unit)
  const parts: string[] = []
  const ground = [project([-1, -1, 0]), project([7, -1, 0]), project([7, 5, 0]), project([-1, 5, 0])]
  parts.push(polygon(ground, p.light, ' opacity="0.07"'))
  const colours: Array<[string, string, string]> = [
    [p.light, p.accent, p.mid],
    [p.warm, p.mid, p.near],
    [p.far, p.mid, p.near],
  ]
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 2; col++) {
      const levels = 1 + rnd.int(3)
      for (let level = 0; level < levels; level++) {
        const shades = rnd.pick(colours)
        const x = col * 3.2
        const y = row * 1.5
        const z = level * 0.9
        const box = (dx: number, dy: number, dz: number) => project([x + dx, y + dy, z + dz])
        const top = [box(0, 0, 0.85), box(2.8, 0, 0.85), box(2.8, 1.2, 0.85), box(0, 1.2, 0.85)]
        const side = [box(0, 1.2, 0), box(2.8, 1.2, 0), box(2.8, 1.2, 0.85), box(0, 1.2, 0.85)]
        const end = [box(2.8, 0, 0), box(2.8, 1.2, 0), box(2.8, 1.2, 0.85), box(2.8, 0, 0.85)]
        const ribs = Array.from({ length: 9 }, (_, i) => {
          const [x1, y1] = box(0.3 * (i + 1), 1.2, 0.05)
          const [x2, y2] = box(0.3 * (i + 1), 1.2, 0.8)
          return `M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}`
        }).join('')
        parts.push(polygon(side, shades[1]) + polygon(end, shades[2]) + polygon(top, shades[0]))
        parts.push(`<path d="${ribs}" stroke="${p.near}" stroke-opacity="0.35"/>`)
      }
    }
  }
  const [cx, cy] = project([7.5, 2, 0])
  parts.push(
    `<path d="M${r1(cx)} ${r1(cy)}V${r1(cy - unit * 4)}H${r1(cx - unit * 4)}M${r1(cx)} ${r1(cy - unit * 3.2)}L${r1(cx - unit * 1.2)} ${r1(cy - unit * 4)}" stroke="${p.warm}" stroke-width="${r1(unit * 0.12)}" fill="none"/>`,
  )
  return `${backdrop(c, w * 0.7, h * 0.1, p.warm, 0.8)}${parts.join('')}`
}
