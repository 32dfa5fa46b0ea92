import type { PageContext } from 'vike/types'
import { htmlLangOf } from '../site/lang'

/** `<html lang>`: zh-CN on the Chinese site, en on the English one. */
export default (pageContext: PageContext): string => htmlLangOf(pageContext.lang ?? 'zh')
