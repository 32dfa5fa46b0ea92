import type { PageHeadingBlock } from '../../schemas/blocks.gen'
import blockUiCss from '../../ui/block-ui.css?inline'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import pageHeadingCss from './page-heading.css?inline'

const stylesheets = [blockUiCss, pageHeadingCss]

/** The page's own title (h1) and description, centred above a list. */
export function PageHeading({ title, desc }: PageHeadingBlock) {
  return (
    <header className="page-heading">
      <Stylesheets css={stylesheets} />
      <div className="block-container">
        <h1 className="page-heading__title">{title}</h1>
        {desc && <p className="page-heading__desc">{desc}</p>}
      </div>
    </header>
  )
}
