import { useJumpAction } from '../actions/use-jump-action'
import { useT } from '../i18n'
import { ChevronRightIcon } from './icons'
import type { NavPanelModel } from './nav-model'

export interface NavPopoverIntroProps {
  panel: NavPanelModel
  href?: string
}

/** The popover's first column: the entry's banner, title and description, "view all" and its own action. */
export function NavPopoverIntro({ panel, href }: NavPopoverIntroProps) {
  const t = useT()
  const runJump = useJumpAction()
  return (
    <div className="nav-popover__intro">
      {panel.banner && <img className="nav-popover__banner" src={panel.banner} alt="" loading="lazy" />}
      <p className="nav-popover__title">{panel.title}</p>
      {panel.description && <p className="nav-popover__description">{panel.description}</p>}
      <div className="nav-popover__actions">
        {panel.jump?.buttonTitle && (
          <button type="button" className="nav-popover__jump" onClick={() => runJump(panel.jump)}>
            {panel.jump.buttonTitle}
          </button>
        )}
        {href && (
          <a className="nav-popover__all" href={href}>
            {t('shell.viewAll')} <ChevronRightIcon />
          </a>
        )}
      </div>
    </div>
  )
}
