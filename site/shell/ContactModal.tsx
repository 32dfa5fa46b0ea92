import { useEffect, useState } from 'react'
import { offerFile } from '../forms/offer-file'
import { useT } from '../i18n'
import { browserApi } from './browser-api'
import { ContactModalView, type FormLoad } from './ContactModalView'
import type { ContactRequest } from './modal-requests'
import { useToast } from './toast'
// The browser's styles of the modal and its form, loaded with this module (the server inlines them: ContactArrival.tsx).
import './ContactModal.css'
import '../forms/EnquiryForm.css'

export interface ContactModalProps {
  request: ContactRequest
  onClose: () => void
}

/**
 * The contact modal (SPEC §1, §4): loads the form definition (`GET /api/internal/form/{id}`) and shows its
 * name, description and fields. Once the form is sent it closes, then offers the file the form releases
 * and runs the action the form stood in front of. This module (and with it rjsf) loads when a form opens.
 */
export default function ContactModal({ request, onClose }: ContactModalProps) {
  const { formId, draft, arrival, releasedFile, onSuccess } = request
  const t = useT()
  const toast = useToast()
  const [load, setLoad] = useState<FormLoad>(() => (draft ? { state: 'ready', form: draft } : { state: 'loading' }))

  useEffect(() => {
    if (draft) {
      setLoad((current) =>
        current.state === 'ready' && current.form === draft ? current : { state: 'ready', form: draft },
      )
      return
    }
    let current = true
    setLoad({ state: 'loading' })
    browserApi()
      .form(formId)
      .then((form) => {
        if (current) setLoad({ state: 'ready', form })
      })
      .catch((error: unknown) => {
        if (!current) return
        console.error(`Contact form ${formId} could not be loaded:`, error)
        setLoad({ state: 'failed' })
      })
    return () => {
      current = false
    }
  }, [formId, draft])

  return (
    <ContactModalView
      formId={formId}
      load={load}
      arrival={arrival}
      onClose={onClose}
      onSent={() => {
        onClose()
        if (releasedFile) offerFile(releasedFile, (duration) => toast(t('forms.largeFile'), { duration }))
        onSuccess?.()
      }}
    />
  )
}
