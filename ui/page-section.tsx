import type { ReactNode } from 'react'
import blockUiCss from './block-ui.css?inline'
import pageSectionCss from './page-section.css?inline'
import { Stylesheets } from '../runtime/blocks/stylesheets'
import { BlockSection } from './block-section'

/** A block shown as one section of a detail page: an anchor a section nav can point at, and a title. */
export type SectionOf = { anchor?: string; title?: string }

type PageSectionProps = { section?: SectionOf; className?: string; children: ReactNode }

/**
 * The frame of a block's content. With `section`, the block is one of a detail page's sections (compact
 * spacing, an h2 title, scrolled to under the sticky header and section nav); without, a page section.
 */
export function PageSection({ section, className, children }: PageSectionProps) {
  const classes = (base: string) => [base, className].filter(Boolean).join(' ')
  if (!section) {
    return (
      <BlockSection className={className ?? ''} css={[]}>
        {children}
      </BlockSection>
    )
  }
  return (
    <div className="block-container">
      <Stylesheets css={[blockUiCss, pageSectionCss]} />
      <section id={section.anchor} className={classes('page-section')} data-section={section.anchor}>
        {section.title && <h2 className="page-section__title">{section.title}</h2>}
        {children}
      </section>
    </div>
  )
}
