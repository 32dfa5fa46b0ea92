import { useOpenConsult } from '../actions/use-open-consult'
import { useT } from '../i18n'
import { ArrowUpIcon, ChatIcon } from './icons'
import { useShellView } from './shell-data'
import { useScrolledPast } from './use-scrolled'

/** The floating consult button (default contact form) and back-to-top, shown once the page has scrolled. */
export function FloatingActions() {
  const t = useT()
  const openConsult = useOpenConsult()
  const scrolled = useScrolledPast(400)
  // Without a site (backend down) there is no form to open.
  const canConsult = useShellView().sites.length > 0
  return (
    <div className="floating-actions">
      {canConsult && (
        <button
          type="button"
          className="floating-actions__consult"
          data-testid="floating-consult"
          aria-label={t('shell.consult')}
          onClick={openConsult}
        >
          <ChatIcon />
          <span className="floating-actions__consult-label">{t('shell.consult')}</span>
        </button>
      )}
      <button
        type="button"
        className="floating-actions__top"
        data-testid="back-to-top"
        data-visible={scrolled ? 'true' : 'false'}
        aria-label={t('shell.backToTop')}
        title={t('shell.backToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <ArrowUpIcon />
      </button>
    </div>
  )
}
