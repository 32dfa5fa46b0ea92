import { useId } from 'react'

// Land masses as dotted ellipses on a 720-wide strip (two turns of the globe's 360 px face), so
// sliding the strip by half its width loops seamlessly.
const LAND: ReadonlyArray<[cx: number, cy: number, rx: number, ry: number]> = [
  [70, 130, 60, 42],
  [110, 220, 34, 60],
  [200, 110, 48, 30],
  [230, 200, 40, 52],
  [300, 140, 70, 46],
  [330, 260, 30, 22],
  [40, 290, 22, 16],
]
const PINS: ReadonlyArray<[cx: number, cy: number]> = [
  [130, 150],
  [260, 130],
  [320, 190],
  [210, 230],
]

/**
 * A slowly turning dotted globe (SVG and CSS; still when the visitor prefers reduced motion). The land
 * turns as an `<svg>` of its own, slid by a CSS transform inside a round window: the compositor moves it.
 * Animated inside one SVG, it was painted again on the main thread every frame, for as long as the home
 * page stayed open (about 0.1 s of a core each second in Chromium).
 */
export function Globe({ label }: { label: string }) {
  const id = useId().replace(/:/g, '')
  const dots = `${id}-dots`
  const shade = `${id}-shade`
  return (
    <div className="customer-globe" role="img" aria-label={label}>
      <svg className="customer-globe__layer" viewBox="0 0 400 400" aria-hidden="true">
        <defs>
          <radialGradient id={shade} cx="38%" cy="32%" r="75%">
            <stop offset="0%" stopColor="#2f6dff" />
            <stop offset="60%" stopColor="#10264a" />
            <stop offset="100%" stopColor="#071226" />
          </radialGradient>
        </defs>
        <circle cx="200" cy="200" r="180" fill={`url(#${shade})`} />
      </svg>
      {/* The face: the globe's 360-unit disc; the strip inside is three turns wide and slides by one. */}
      <div className="customer-globe__face">
        <svg className="customer-globe__spin" viewBox="20 20 1080 360" aria-hidden="true">
          <defs>
            <pattern id={dots} width="9" height="9" patternUnits="userSpaceOnUse">
              <circle cx="4.5" cy="4.5" r="1.7" fill="#9cc0ff" />
            </pattern>
          </defs>
          {[20, 380, 740].map((offset) =>
            LAND.map(([cx, cy, rx, ry], index) => (
              <ellipse
                key={`${offset}-${index}`}
                cx={cx + offset}
                cy={cy + 20}
                rx={rx}
                ry={ry}
                fill={`url(#${dots})`}
              />
            )),
          )}
          {[20, 380, 740].map((offset) =>
            PINS.map(([cx, cy], index) => (
              <circle
                key={`pin-${offset}-${index}`}
                className="customer-globe__pin"
                cx={cx + offset}
                cy={cy + 20}
                r="4"
              />
            )),
          )}
        </svg>
      </div>
      <svg className="customer-globe__layer" viewBox="0 0 400 400" aria-hidden="true">
        <g className="customer-globe__grid" fill="none">
          <ellipse cx="200" cy="200" rx="60" ry="180" />
          <ellipse cx="200" cy="200" rx="120" ry="180" />
          <ellipse cx="200" cy="200" rx="180" ry="60" />
          <line x1="20" y1="200" x2="380" y2="200" />
        </g>
        <circle cx="200" cy="200" r="180" fill="none" stroke="rgba(156,192,255,0.45)" strokeWidth="1.5" />
      </svg>
    </div>
  )
}
