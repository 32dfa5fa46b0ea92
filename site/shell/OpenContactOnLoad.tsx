import { useEffect } from 'react'
import type { Form } from '../../schemas/api.gen'
import { useShellModals } from './modals-context'

/** Opens the contact form of `formId` once the page runs in the browser (SPEC §2 `/form/{id}`); renders nothing. */
export function OpenContactOnLoad({ formId, draft }: { formId: number; draft?: Form }) {
  const { openContact } = useShellModals()
  useEffect(() => {
    if (Number.isSafeInteger(formId) && formId > 0) openContact(formId, draft ? { draft } : undefined)
  }, [formId, draft, openContact])
  return null
}
