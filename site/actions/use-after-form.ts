import { useCallback } from 'react'
import type { JumpTarget } from '../../schemas/api.gen'
import { useShellModals } from '../shell/modals-context'
import { resolveJump } from './resolve-jump'
import { useDefaultFormId } from './use-default-form-id'

/**
 * "Form first, then the action" (SPEC §4 Review button, Media play): when `gate` is a FORM jump, its form
 * opens and `action` runs only after the form was sent; with any other gate (or none) `action` runs at once.
 */
export function useAfterForm(): (gate: JumpTarget | null | undefined, action: () => void) => void {
  const { openContact } = useShellModals()
  const defaultFormId = useDefaultFormId()
  return useCallback(
    (gate, action) => {
      const effect =
        gate?.jumpContentType === 'FORM' ? resolveJump(gate, { origin: window.location.origin, defaultFormId }) : null
      if (effect?.kind === 'contact') openContact(effect.formId, { onSuccess: action })
      else action()
    },
    [openContact, defaultFormId],
  )
}
