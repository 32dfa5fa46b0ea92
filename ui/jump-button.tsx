import type { JumpTarget } from '../schemas/api.gen'
import { jumpTargetAttributes } from '../site/actions'
import blockUiCss from './block-ui.css?inline'
import { Stylesheets } from '../runtime/blocks/stylesheets'

type JumpButtonProps = {
  jump: JumpTarget
  /** Shown when the jump target has no buttonTitle. */
  fallbackLabel: string
  variant?: 'primary' | 'ghost' | 'light'
  className?: string
}

/** The jump target of the generic consult buttons: the site's default form (SPEC §7). */
export const CONSULT_JUMP: JumpTarget = { jumpContentType: 'FORM' }

/**
 * A block's button: its label and its action come from the jump target. It carries the target in its
 * attributes and has no handler of its own: the shell's delegated listener runs the shared handler, so a
 * static block stays HTML only and a button in an island works the same way.
 */
export function JumpButton({ jump, fallbackLabel, variant = 'primary', className }: JumpButtonProps) {
  const classes = ['block-button', `block-button--${variant}`, className].filter(Boolean).join(' ')
  return (
    <>
      <Stylesheets css={[blockUiCss]} />
      <button type="button" className={classes} {...jumpTargetAttributes(jump)}>
        {jump.buttonTitle?.trim() || fallbackLabel}
      </button>
    </>
  )
}
