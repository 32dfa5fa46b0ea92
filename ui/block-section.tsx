import type { AriaAttributes, ReactNode, Ref } from 'react'
import { Stylesheets } from '../runtime/blocks/stylesheets'
import blockUiCss from './block-ui.css?inline'
import { SectionHeading } from './section-heading'

type DataAttributes = { [name: `data-${string}`]: string | undefined }

export interface BlockSectionProps {
  /** The block's own class (`case-cards`), after `block-section` ('' for none). */
  className: string
  /** The block's stylesheets (`?inline` imports), after the shared block styles (ui/block-ui.css). */
  css: readonly string[]
  /** The section's heading (an h2 and its description), shown when it has a title. */
  heading?: { title?: string; desc?: string; tone?: 'on-light' | 'on-dark' }
  /** `header` for a block that opens a page (an article's title and meta); `section` otherwise. */
  as?: 'section' | 'header'
  /** Classes of the inner container beside `block-container` (a block's own layout grid). */
  containerClassName?: string
  containerRef?: Ref<HTMLDivElement>
  /** `data-*` and `aria-*` attributes of the section. */
  attributes?: DataAttributes & AriaAttributes
  children?: ReactNode
}

/**
 * The frame every full-width block shares: its section with the block's class, its styles delivered with
 * the server HTML (runtime/blocks/stylesheets.tsx), the centred container, and the section heading.
 */
export function BlockSection({
  className,
  css,
  heading,
  as: Element = 'section',
  containerClassName,
  containerRef,
  attributes,
  children,
}: BlockSectionProps) {
  return (
    <Element className={className ? `block-section ${className}` : 'block-section'} {...attributes}>
      <Stylesheets css={[blockUiCss, ...css]} />
      <div
        className={containerClassName ? `block-container ${containerClassName}` : 'block-container'}
        ref={containerRef}
      >
        {heading?.title && <SectionHeading title={heading.title} desc={heading.desc} tone={heading.tone} />}
        {children}
      </div>
    </Element>
  )
}
