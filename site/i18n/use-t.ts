import { useMemo } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { translatorFor } from '../../runtime/i18n/translator'
import type { Translate } from './resources'
import { LANGS, type Lang } from '../lang'
// The site's and the engine's fields of the page context, wherever a block reads its strings.
import type {} from '../page-context'
import type {} from '../../runtime/page-context'

/** The page's translator: the project's strings overridden by the site's language pack (SPEC §1). */
export function useT(): Translate {
  const { i18n } = usePageContext()
  return useMemo(() => translatorFor(i18n), [i18n])
}

/** The page's interface language (`zh` | `en`). */
export function useLang(): Lang {
  const { lang } = usePageContext().i18n
  return LANGS.find((known) => known === lang) ?? LANGS[0]
}
