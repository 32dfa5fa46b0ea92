import { useCallback } from 'react'
import type { JumpTarget } from '../../schemas/api.gen'
import { useShellModals } from '../shell/modals-context'
import { resolveJump } from './resolve-jump'
import { runJumpEffect } from './run-jump-effect'
import { useDefaultFormId } from './use-default-form-id'

/**
 * The one handler for every button with a jump target (SPEC §3 jumpBO): FORM opens the contact modal
 * (and offers the jump's attachment once the form is sent),
 * DOCUMENT opens the attachment in a new tab, URL navigates (other sites in a new tab), VIDEO plays the
 * attachment in the video modal. A jump that asks for nothing usable is logged and ignored.
 */
export function useJumpAction(): (jump: JumpTarget | null | undefined) => void {
  const modals = useShellModals()
  const formId = useDefaultFormId()
  return useCallback(
    (jump) =>
      runJumpEffect(
        resolveJump(jump, { origin: window.location.origin, defaultFormId: formId }),
        modals,
        jump?.buttonTitle,
      ),
    [modals, formId],
  )
}
