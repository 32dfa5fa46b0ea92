import type { CaseCardsBlock } from '../../schemas/blocks.gen'
import { SectionHeading } from '../../ui/section-heading'
import { SideAnchors } from '../../ui/side-anchors'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../../site/i18n'
import blockUiCss from '../../ui/block-ui.css?inline'
import { CaseCardGrid } from '../../ui/case-card-grid'
import caseCardGridCss from '../../ui/case-card-grid.css?inline'
import caseCardsCss from './case-cards.css?inline'

// Rendered by the block so they arrive with the server HTML (see runtime/blocks/stylesheets.tsx).
const stylesheets = [blockUiCss, caseCardGridCss, caseCardsCss]

/** Customer cases in groups; several titled groups (industries on /cases) get an anchor bar (SPEC §2). */
export function CaseCards({ title, desc, groups }: CaseCardsBlock) {
  const t = useT()
  const anchors = groups.flatMap((group) => (group.title ? [{ id: group.anchor, label: group.title }] : []))
  return (
    <section className="block-section case-cards">
      <Stylesheets css={stylesheets} />
      <div className="block-container">
        {title && <SectionHeading title={title} desc={desc} />}
        {anchors.length > 1 && <SideAnchors anchors={anchors} label={t('products.cases.nav')} layout="bar" />}
        {groups.map((group) => (
          <div key={group.anchor} id={group.anchor} className="case-cards__group">
            {group.title && <h3 className="case-cards__group-title">{group.title}</h3>}
            <CaseCardGrid cards={group.cards} />
          </div>
        ))}
      </div>
    </section>
  )
}
