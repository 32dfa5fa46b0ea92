import { useCallback } from 'react'
import type { JumpTarget } from '../../schemas/api.gen'
import { useShellModals, type ShellModals } from '../shell/modals-context'
import { goTo } from './go-to'
import { resolveJump, type JumpEffect } from './resolve-jump'
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

export function runJumpEffect(effect: JumpEffect, modals: ShellModals, title?: string | null): void {
  switch (effect.kind) {
    case 'contact':
      if (effect.releasedFile) modals.openContact(effect.formId, { releasedFile: effect.releasedFile })
      else modals.openContact(effect.formId)
      return
    case 'document':
    case 'external':
      window.open(effect.url, '_blank', 'noopener,noreferrer')
      return
    case 'navigate':
      goTo(effect.path)
      return
    case 'video':
      modals.openVideo({ url: effect.url, title: title ?? undefined })
      return
    case 'none':
      console.warn(`Jump ignored: ${effect.reason}`)
  }
}
