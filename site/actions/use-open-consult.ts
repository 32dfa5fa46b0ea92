import { useCallback } from 'react'
import { useShellModals } from '../shell/modals-context'
import { useDefaultFormId } from './use-default-form-id'

/** Opens the contact modal with the site's default form (the floating consult button, consult blocks). */
export function useOpenConsult(): () => void {
  const { openContact } = useShellModals()
  const formId = useDefaultFormId()
  return useCallback(() => openContact(formId), [openContact, formId])
}
