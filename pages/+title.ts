import type { PageContext } from 'vike/types'
import { pageTitle } from '../site/page-meta'

export default (pageContext: PageContext): string => pageTitle(pageContext)
