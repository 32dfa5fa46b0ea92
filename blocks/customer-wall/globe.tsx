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

/** A slowly turning dotted globe (pure SVG and CSS; still when the visitor prefers reduced motion). */
export function Globe({ label }: { label: string }) {
  const id = useId().replace(/:/g, '')
  const dots = `${id}-dots`
  const clip = `${id}-clip`
  const shade = `${id}-shade`
  return (
    <svg className="customer-globe" viewBox="0 0 400 400" role="img" aria-label={label}>
      <defs>
        <radialGradient id={shade} cx="38%" cy="32%" r="75%">
          <stop offset="0%" stopColor="#2f6dff" />
          <stop offset="60%" stopColor="#10264a" />
          <stop offset="100%" stopColor="#071226" />
        </radialGradient>
        <pattern id={dots} width="9" height="9" patternUnits="userSpaceOnUse">
          <circle cx="4.5" cy="4.5" r="1.7" fill="#9cc0ff" />
        </pattern>
        <clipPath id={clip}>
          <circle cx="200" cy="200" r="180" />
        </clipPath>
      </defs>
      <circle cx="200" cy="200" r="180" fill={`url(#${shade})`} />
      <g clipPath={`url(#${clip})`}>
        <g className="customer-globe__spin">
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
        </g>
      </g>
      <g className="customer-globe__grid" fill="none">
        <ellipse cx="200" cy="200" rx="60" ry="180" />
        <ellipse cx="200" cy="200" rx="120" ry="180" />
        <ellipse cx="200" cy="200" rx="180" ry="60" />
        <line x1="20" y1="200" x2="380" y2="200" />
      </g>
      <circle cx="200" cy="200" r="180" fill="none" stroke="rgba(156,192,255,0.45)" strokeWidth="1.5" />
    </svg>
  )
}
