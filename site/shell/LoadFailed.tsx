import { useT } from '../i18n'
import { RELOAD_ATTRIBUTE } from './reload-buttons'
import { ErrorNotice } from './ErrorNotice'

/** SPEC §8 lazy page load failure: a load-failed heading and a refresh prompt. */
export function LoadFailed() {
  const t = useT()
  return (
    <ErrorNotice testId="load-failed" title={t('shell.loadFailed.title')}>
      <p className="error-notice__text">{t('shell.loadFailed.prompt')}</p>
      <button type="button" className="error-notice__action" data-testid="refresh" {...{ [RELOAD_ATTRIBUTE]: '' }}>
        {t('shell.error.refresh')}
      </button>
    </ErrorNotice>
  )
}
