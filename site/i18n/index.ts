export { languagePackStrings, ownStrings } from './resources'
export type { I18nPayload, StringKey, Strings, Translate } from './resources'
export { translatorFor } from './translator'
export { useLang, useT } from './use-t'
