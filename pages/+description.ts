import type { PageContext } from 'vike/types'
import { pageDescription } from '../site/page-meta'

export default (pageContext: PageContext): string | null => pageDescription(pageContext)
