import { useT } from '../i18n'
import { ArrowUpIcon, ChatIcon } from './icons'
import { useShellView } from './shell-data'

/** The value of `data-shell-action` on the floating buttons, read by site/shell/shell-behaviours.ts. */
export type ShellAction = 'consult' | 'back-to-top'
const CONSULT: ShellAction = 'consult'
const BACK_TO_TOP: ShellAction = 'back-to-top'

/**
 * The floating consult button (default contact form) and back-to-top, shown once the page has scrolled.
 * HTML only: the page's plain client code gives them their clicks and shows back-to-top on scroll
 * (site/shell/shell-behaviours.ts), so they need no React.
 */
export function FloatingActions() {
  const t = useT()
  // Without a site (backend down) there is no form to open.
  const canConsult = useShellView().sites.length > 0
  return (
    <div className="floating-actions">
      {canConsult && (
        <button
          type="button"
          className="floating-actions__consult"
          data-testid="floating-consult"
          data-shell-action={CONSULT}
          aria-label={t('shell.consult')}
        >
          <ChatIcon />
          <span className="floating-actions__consult-label">{t('shell.consult')}</span>
        </button>
      )}
      <button
        type="button"
        className="floating-actions__top"
        data-testid="back-to-top"
        data-shell-action={BACK_TO_TOP}
        data-visible="false"
        aria-label={t('shell.backToTop')}
        title={t('shell.backToTop')}
      >
        <ArrowUpIcon />
      </button>
    </div>
  )
}
