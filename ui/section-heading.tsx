import blockUiCss from './block-ui.css?inline'
import { Stylesheets } from '../runtime/blocks/stylesheets'

type SectionHeadingProps = { title: string; desc?: string; tone?: 'on-light' | 'on-dark' }

/** The centred title and description that open a home section. */
export function SectionHeading({ title, desc, tone = 'on-light' }: SectionHeadingProps) {
  if (!title && !desc) return null
  return (
    <header className={`block-heading block-heading--${tone}`}>
      <Stylesheets css={[blockUiCss]} />
      <h2 className="block-heading__title">{title}</h2>
      {desc && <p className="block-heading__desc">{desc}</p>}
    </header>
  )
}
