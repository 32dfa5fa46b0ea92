import type { PageContext } from 'vike/types'
import { pageTitle } from '../runtime/site/page-meta'

export default (pageContext: PageContext): string => pageTitle(pageContext)
