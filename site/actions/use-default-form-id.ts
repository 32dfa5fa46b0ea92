import { usePageContext } from 'vike-react/usePageContext'
import { pageUrlOf } from '../../runtime/page-url'
import { defaultFormId } from './default-form'

/** The default contact form of the current site and path (the configured forms: `siteSettings`). */
export function useDefaultFormId(): number {
  const pageContext = usePageContext()
  return defaultFormId(pageContext.site?.mark, pageUrlOf(pageContext).pathname, pageContext.siteSettings.defaultForms)
}
