import { useEffect } from 'react'
import { useShellModals } from './modals-context'

/** Opens the contact form of `formId` once the page runs in the browser (SPEC §2 `/form/{id}`); renders nothing. */
export function OpenContactOnLoad({ formId }: { formId: number }) {
  const { openContact } = useShellModals()
  useEffect(() => {
    if (Number.isSafeInteger(formId) && formId > 0) openContact(formId)
  }, [formId, openContact])
  return null
}
