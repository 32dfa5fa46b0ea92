import { usePageContext } from 'vike-react/usePageContext'
import { BlocksPage } from '../../blocks/renderer'
import { pageDataOf } from '../../site/page-meta'
import { ContactArrival } from '../../site/shell/ContactArrival'
import { formOfPageData } from './form-data'

/** The home page with the form of the route open (SPEC §2 `/form/{id}`; also the page of `/form/{id}/preview`). */
export function FormPage() {
  const pageContext = usePageContext()
  const formId = Number(pageContext.routeParams?.id)
  // A live preview's draft comes the same way: its client answers the form call with it (site/preview/draft-api.ts).
  const form = formOfPageData(pageDataOf(pageContext))
  return (
    <>
      <BlocksPage />
      <ContactArrival formId={formId} form={form} />
    </>
  )
}
