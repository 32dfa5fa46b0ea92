import { usePageContext } from 'vike-react/usePageContext'
import { BlocksPage } from '../../blocks/renderer'
import { ShellIsland } from '../../site/shell/ShellIsland'

/** The home page with the form of the route open (SPEC §2 `/form/{id}`; also the page of `/form/{id}/preview`). */
export function FormPage() {
  const { routeParams, draftForm } = usePageContext()
  const formId = Number(routeParams?.id)
  return (
    <>
      <BlocksPage />
      <ShellIsland name="open-contact" props={draftForm ? { formId, draft: draftForm } : { formId }} />
    </>
  )
}
