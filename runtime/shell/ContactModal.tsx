import { useEffect, useState } from 'react'
import type { Form } from '../../schemas/api.gen'
import { useT } from '../i18n'
import { browserApi } from './browser-api'
import { Modal } from './Modal'
import './ContactModal.css'

export interface ContactModalProps {
  formId: number
  onClose: () => void
}

type FormLoad = { state: 'loading' } | { state: 'ready'; form: Form } | { state: 'failed' }

/**
 * The contact modal (SPEC §1, §4): loads the form definition (`GET /api/internal/form/{id}`) and shows its
 * name and description. The fields themselves (rjsf) come with the forms feature.
 */
export default function ContactModal({ formId, onClose }: ContactModalProps) {
  const t = useT()
  const [load, setLoad] = useState<FormLoad>({ state: 'loading' })

  useEffect(() => {
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
  }, [formId])

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
            <div className="contact-modal__fields" data-field-count={load.form.formFields?.length ?? 0} />
          </>
        )}
      </div>
    </Modal>
  )
}
