import type { SectionNavBlock } from '../../schemas/blocks.gen'
import blockUiCss from '../../ui/block-ui.css?inline'
import scrollStripCss from '../../site/shell/scroll-strip.css?inline'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import sectionNavCss from './section-nav.css?inline'

const stylesheets = [blockUiCss, scrollStripCss, sectionNavCss]

/**
 * Sticky tab bar: a click scrolls to the section (its links need no code); the tab of the section in view is
 * highlighted by the block's plain island (section-nav.mount.ts) — the first one in the server's HTML,
 * before the page knows where it is scrolled.
 */
export function SectionNav({ label, items }: SectionNavBlock) {
  const current = items[0]?.anchor
  return (
    <div className="block-container">
      <Stylesheets css={stylesheets} />
      <nav className="section-nav scroll-strip" aria-label={label}>
        {items.map((item) => (
          <a
            key={item.anchor}
            href={`#${item.anchor}`}
            data-anchor={item.anchor}
            aria-current={item.anchor === current ? 'location' : undefined}
          >
            {item.label}
          </a>
        ))}
      </nav>
    </div>
  )
}
