import scrollStripCss from '../site/shell/scroll-strip.css?inline'
import sideAnchorsCss from './side-anchors.css?inline'
import { Stylesheets } from '../runtime/blocks/stylesheets'
import { useSectionInView } from './use-section-in-view'

export type Anchor = { id: string; label: string; level?: 2 | 3 }

type SideAnchorsProps = {
  anchors: readonly Anchor[]
  /** Accessible name of the navigation. */
  label: string
  /** `side`: sticky column (280 px on desktop, SPEC §2); `bar`: sticky row of chips. */
  layout?: 'side' | 'bar'
}

/**
 * An anchor list for the sections of a page (SPEC §2: rich-text pages, /product, /cases). The entry of
 * the section in view is marked with aria-current once the page runs in the browser.
 */
export function SideAnchors({ anchors, label, layout = 'side' }: SideAnchorsProps) {
  const current = useSectionInView(anchors.map((anchor) => anchor.id))
  return (
    <nav className={`side-anchors side-anchors--${layout}`} aria-label={label}>
      <Stylesheets css={layout === 'bar' ? [scrollStripCss, sideAnchorsCss] : [sideAnchorsCss]} />
      <ul className={layout === 'bar' ? 'side-anchors__list scroll-strip' : 'side-anchors__list'}>
        {anchors.map((anchor) => (
          <li key={anchor.id} className={`side-anchors__item side-anchors__item--h${anchor.level ?? 2}`}>
            <a
              className="side-anchors__link"
              href={`#${anchor.id}`}
              aria-current={anchor.id === current ? 'location' : undefined}
            >
              {anchor.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
