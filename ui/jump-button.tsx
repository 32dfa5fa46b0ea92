import type { JumpTarget } from '../schemas/api.gen'
import { useJumpAction } from '../runtime/actions'
import blockUiCss from './block-ui.css?url'
import { Stylesheets } from '../runtime/blocks/stylesheets'

type JumpButtonProps = {
  jump: JumpTarget
  /** Shown when the jump target has no buttonTitle. */
  fallbackLabel: string
  variant?: 'primary' | 'ghost' | 'light'
  className?: string
}

/** A block's button: its label and its action come from the jump target, the action from the shared handler. */
export function JumpButton({ jump, fallbackLabel, variant = 'primary', className }: JumpButtonProps) {
  const run = useJumpAction()
  const classes = ['block-button', `block-button--${variant}`, className].filter(Boolean).join(' ')
  return (
    <>
      <Stylesheets hrefs={[blockUiCss]} />
      <button type="button" className={classes} data-jump={jump.jumpContentType ?? undefined} onClick={() => run(jump)}>
        {jump.buttonTitle?.trim() || fallbackLabel}
      </button>
    </>
  )
}
