import { useEffect, useState } from 'react'
import type { Form } from '../../schemas/api.gen'
import { EnquiryForm } from '../forms/EnquiryForm'
import { offerFile } from '../forms/offer-file'
import { useT } from '../i18n'
import { browserApi } from './browser-api'
import { Modal } from './Modal'
import type { ContactRequest } from './modal-requests'
import { useToast } from './toast'
import './ContactModal.css'

export interface ContactModalProps {
  request: ContactRequest
  onClose: () => void
}

type FormLoad = { state: 'loading' } | { state: 'ready'; form: Form } | { state: 'failed' }

/**
 * The contact modal (SPEC §1, §4): loads the form definition (`GET /api/internal/form/{id}`) and shows its
 * name, description and fields. Once the form is sent it closes, then offers the file the form releases
 * and runs the action the form stood in front of. This module (and with it rjsf) loads when a form opens.
 */
export default function ContactModal({ request, onClose }: ContactModalProps) {
  const { formId, draft, releasedFile, onSuccess } = request
  const t = useT()
  const toast = useToast()
  const [load, setLoad] = useState<FormLoad>({ state: 'loading' })

  useEffect(() => {
    if (draft) {
      setLoad({ state: 'ready', form: draft })
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

  const title = load.state === 'ready' && load.form.name ? load.form.name : t('shell.contactTitle')
  return (
    <Modal testId="contact-modal" title={title} onClose={onClose}>
      <div className="contact-modal" data-form-id={formId} data-state={load.state} aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && <p className="contact-modal__status">{t('shell.loadingForm')}</p>}
        {load.state === 'failed' && (
          <p className="contact-modal__status contact-modal__status--error" role="alert">
            {t('shell.formLoadFailed')}
          </p>
        )}
        {load.state === 'ready' && (
          <>
            <p className="contact-modal__description">{load.form.description || t('shell.formComingSoon')}</p>
            <EnquiryForm
              form={load.form}
              onSent={() => {
                onClose()
                if (releasedFile) offerFile(releasedFile, (duration) => toast(t('forms.largeFile'), { duration }))
                onSuccess?.()
              }}
            />
          </>
        )}
      </div>
    </Modal>
  )
}
