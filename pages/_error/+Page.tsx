import { usePageContext } from 'vike-react/usePageContext'
import { NotFound } from '../../site/shell/NotFound'
import { PageError } from '../../site/shell/PageError'

/** Vike's error page: 404 for unknown routes and `throw render(404)`, the page-error notice for the rest. */
export default function Page() {
  const pageContext = usePageContext()
  const status = pageContext.abortStatusCode
  return pageContext.is404 || status === 404 ? <NotFound /> : <PageError status={status ?? 500} />
}
