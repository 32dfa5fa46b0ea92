import type { CompanyIntroBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { RichText } from '../../runtime/rich-text'
import companyIntroCss from './company-intro.css?inline'

const stylesheets = [companyIntroCss]

/** The company introduction: logo, title and main title, then the rich description. */
export function CompanyIntro({ title, mainTitle, logo, html }: CompanyIntroBlock) {
  const heading = title ?? mainTitle
  const subheading = title ? mainTitle : undefined
  return (
    <BlockSection className="company-intro" css={stylesheets} containerClassName="company-intro__layout">
      <header className="company-intro__head">
        {logo && <img className="company-intro__logo" src={logo} alt="" />}
        {heading && <h1 className="company-intro__title">{heading}</h1>}
        {subheading && <p className="company-intro__main-title">{subheading}</p>}
      </header>
      {html && <RichText className="company-intro__body" html={html} />}
    </BlockSection>
  )
}
