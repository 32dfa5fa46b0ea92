import type { CaseCardsBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { SideAnchors } from '../../ui/side-anchors'
import { useT } from '../../site/i18n'
import { useIsNearTop } from '../../runtime/blocks/block-index'
import { CaseCardGrid } from '../../ui/case-card-grid'
import caseCardGridCss from '../../ui/case-card-grid.css?inline'
import caseCardsCss from './case-cards.css?inline'

// The block's own styles; BlockSection delivers them with the server HTML.
const stylesheets = [caseCardGridCss, caseCardsCss]

/** A first row on desktop, two on a phone: the covers of the first screen when the block opens the page. */
const FIRST_SCREEN_COVERS = 3

/** Customer cases in groups; several titled groups (industries on /cases) get an anchor bar (SPEC §2). */
export function CaseCards({ title, desc, groups }: CaseCardsBlock) {
  const t = useT()
  const nearTop = useIsNearTop()
  const anchors = groups.flatMap((group) => (group.title ? [{ id: group.anchor, label: group.title }] : []))
  return (
    <BlockSection className="case-cards" css={stylesheets} heading={{ title, desc }}>
      {anchors.length > 1 && <SideAnchors anchors={anchors} label={t('products.cases.nav')} layout="bar" />}
      {groups.map((group, index) => (
        <div key={group.anchor} id={group.anchor} className="case-cards__group">
          {group.title && <h3 className="case-cards__group-title">{group.title}</h3>}
          <CaseCardGrid cards={group.cards} eagerCovers={nearTop && index === 0 ? FIRST_SCREEN_COVERS : 0} />
        </div>
      ))}
    </BlockSection>
  )
}
