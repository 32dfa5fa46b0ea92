import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useT } from '../i18n'
import { useBodyScrollLock } from './body-scroll-lock'
import { useFocusTrap } from './focus-trap'
import { CloseIcon } from './icons'

export interface ModalProps {
  testId: string
  title: string
  /** Visually hide the title (it still names the dialog for screen readers). */
  hideTitle?: boolean
  variant?: 'dialog' | 'media'
  /**
   * Rendered where it stands instead of at the end of the body: the server's HTML of a modal open on
   * arrival (site/shell/ContactArrival.tsx), which has no document to portal into.
   */
  inPlace?: boolean
  /** Fades in as it opens (default); not when it takes over a modal the page already shows. */
  appear?: boolean
  onClose: () => void
  children: ReactNode
}

/**
 * The one modal frame of the site (SPEC §4 "Modals"): overlay, close button, Escape, overlay click, body
 * scroll locked, focus trapped inside and returned to the opener. Mounted only while open, and only in the
 * browser (modals open on a visitor's action), so it never takes part in hydration; the server renders one
 * `inPlace` as HTML only (the form a `/form/{id}` page opens), whose behaviour is plain code until this takes over.
 */
export function Modal({
  testId,
  title,
  hideTitle,
  variant = 'dialog',
  inPlace = false,
  appear = true,
  onClose,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useBodyScrollLock(true)
  useFocusTrap(dialogRef, true)

  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key === 'Escape') onCloseRef.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const t = useT()
  const modal = (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a click on the backdrop is a mouse shortcut; keyboards close with Escape and the close button
    <div
      className={`modal-overlay modal-overlay--${variant}${appear ? '' : ' modal-overlay--still'}`}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return
        // Keep the browser from moving focus to the page under the overlay: focus goes back to the opener.
        event.preventDefault()
        onClose()
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        tabIndex={-1}
      >
        <div className={hideTitle ? 'modal__header modal__header--bare' : 'modal__header'}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            data-testid="modal-close"
            aria-label={t('shell.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  )
  return inPlace ? modal : createPortal(modal, document.body)
}
