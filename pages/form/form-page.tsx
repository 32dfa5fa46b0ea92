import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { BlocksPage } from '../../blocks/renderer'
import { useShellModals } from '../../runtime/shell/modals-context'

/** The home page with the form of the route open (SPEC §2 `/form/{id}`; also the page of `/form/{id}/preview`). */
export function FormPage() {
  const formId = Number(usePageContext().routeParams?.id)
  const { openContact } = useShellModals()
  useEffect(() => {
    if (Number.isSafeInteger(formId) && formId > 0) openContact(formId)
  }, [formId, openContact])
  return <BlocksPage />
}
