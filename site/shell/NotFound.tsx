import { useT } from '../i18n'
import { ErrorNotice } from './ErrorNotice'

/** SPEC §2 fallback route and §8: "Oops. The page not found." */
export function NotFound() {
  const t = useT()
  return (
    <ErrorNotice testId="not-found" code="404" title={t('shell.notFound.title')}>
      <a className="error-notice__action" href="/">
        {t('shell.notFound.home')}
      </a>
    </ErrorNotice>
  )
}
