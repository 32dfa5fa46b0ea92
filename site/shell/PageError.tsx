import { useT } from '../i18n'
import { RELOAD_ATTRIBUTE } from './reload-buttons'
import { ErrorNotice } from './ErrorNotice'

/** SPEC §8 rendering failure: a page-error heading, an apology and a refresh button. */
export function PageError({ status = 500 }: { status?: number }) {
  const t = useT()
  return (
    <ErrorNotice testId="page-error" code={String(status)} title={t('shell.error.title')}>
      <p className="error-notice__text">{t('shell.error.apology')}</p>
      <button type="button" className="error-notice__action" data-testid="refresh" {...{ [RELOAD_ATTRIBUTE]: '' }}>
        {t('shell.error.refresh')}
      </button>
    </ErrorNotice>
  )
}
