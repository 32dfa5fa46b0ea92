import type { ShellModals } from '../shell/modal-store'
import { goTo } from './go-to'
import type { JumpEffect } from './resolve-jump'

/** Does what a resolved jump asks (SPEC §3 jumpBO): plain code, shared by islands and delegated buttons. */
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
