import { useLayoutEffect, useRef } from 'react'
import type { Form } from '../../schemas/api.gen'
import { EnquiryForm } from '../forms/EnquiryForm'
import { useT } from '../i18n'
import { handOverArrival } from './arrival-handover'
import { Modal } from './Modal'
import type { ContactArrival } from './modal-requests'

export type FormLoad = { state: 'loading' } | { state: 'ready'; form: Form } | { state: 'failed' }

export interface ContactModalViewProps {
  formId: number
  load: FormLoad
  onClose: () => void
  onSent: () => void
  /** The server's HTML of this modal (site/shell/ContactArrival.tsx), rendered in place and not interactive. */
  inPlace?: boolean
  /** The server's modal to take over: what the visitor entered in it carries over, then it goes. */
  arrival?: ContactArrival
}

/** What the contact modal shows in each state of its form: the browser's modal and the server's HTML of it alike. */
export function ContactModalView({ formId, load, onClose, onSent, inPlace, arrival }: ContactModalViewProps) {
  const t = useT()
  const content = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const modal = content.current?.closest<HTMLElement>('.modal')
    if (arrival && modal) handOverArrival(arrival, modal)
    // Once, as the modal first shows: what it took over is gone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const title = load.state === 'ready' && load.form.name ? load.form.name : t('shell.contactTitle')
  return (
    <Modal testId="contact-modal" title={title} onClose={onClose} inPlace={inPlace} appear={!arrival}>
      <div
        ref={content}
        className="contact-modal"
        data-form-id={formId}
        data-state={load.state}
        aria-busy={load.state === 'loading'}
      >
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
              onSent={onSent}
              arrival={arrival?.root.querySelector<HTMLFormElement>('form') ?? undefined}
            />
          </>
        )}
      </div>
    </Modal>
  )
}
