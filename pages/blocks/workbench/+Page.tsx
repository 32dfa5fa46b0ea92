import { useData } from 'vike-react/useData'
import { Stylesheets } from '../../../runtime/blocks/stylesheets'
import { useT } from '../../../site/i18n'
import { Island } from '../../../runtime/islands/Island'
import { WORKBENCH_ISLAND, workbenchIsland } from '../../../workbench/island'
import workbenchCss from '../../../workbench/workbench.css?inline'
import catalogueCss from '../catalogue.css?inline'
import type { WorkbenchPageData } from './+data'

/** `/blocks/{type}`: the block's form and its server-rendered preview, one island that wakes at once. */
export default function BlockWorkbenchPage() {
  const t = useT()
  const { title, workbench } = useData<WorkbenchPageData>()
  return (
    <div className="block-catalogue">
      <Stylesheets css={[catalogueCss, workbenchCss]} />
      <header className="block-catalogue__intro">
        <p>
          <a href="/blocks">{t('blocks.workbench.all')}</a>
        </p>
        <h1>{title}</h1>
        <p>{t('blocks.workbench.intro')}</p>
      </header>
      <Island name={WORKBENCH_ISLAND} props={workbench} when="load">
        {workbenchIsland(workbench)}
      </Island>
    </div>
  )
}
