import { translatorFor as engineTranslatorFor, type I18nPayload } from '../../runtime/i18n/translator'
import type { Translate } from './resources'

/**
 * The page's translator over the project's keys: the request's i18next instance on the server
 * (site/i18n/server.ts), a lookup over the strings it resolved in the browser.
 */
export const translatorFor: (payload: I18nPayload) => Translate = engineTranslatorFor
