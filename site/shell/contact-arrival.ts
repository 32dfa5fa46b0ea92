import type { ContactArrivalProps } from './contact-arrival-island'
import type { ContactArrival } from './modal-requests'
import { modalsStore, shellModals } from './modal-store'

/** Events inside the modal that mean the visitor is at the form: the interactive form takes over. */
const TOUCHES = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const

/**
 * The server's HTML of the contact modal, open on arrival (SPEC §2 `/form/{id}`), until the interactive modal
 * takes it over (issue 26: React, rjsf and ajv are not loaded on arrival). Plain code: the close button, a
 * click on the backdrop and Escape close it; the visitor's first touch of the form (focus, pointer, key,
 * input) opens the interactive modal over the same form (site/shell/modals-context.tsx), which takes over
 * what they entered, the focus and the scroll position (site/shell/arrival-handover.ts); a send asked for
 * meanwhile (Enter, the submit button) is held and made once it has.
 */
export function mountContactArrival(root: HTMLElement, { formId, form }: ContactArrivalProps): void {
  const overlay = root.querySelector<HTMLElement>('.modal-overlay')
  const dialog = root.querySelector<HTMLElement>('[role="dialog"]')
  if (!overlay || !dialog) return
  // A live preview's new draft while the interactive modal is open: it shows the draft instead.
  if (modalsStore.get().contact !== null) {
    root.remove()
    if (form) shellModals().openContact(formId, { draft: form })
    return
  }
  const closeButton = dialog.querySelector<HTMLElement>('[data-testid="modal-close"]')
  let arrival: ContactArrival | undefined

  const close = (): void => {
    if (!root.isConnected) return
    root.remove()
    document.removeEventListener('keydown', onDocumentKey)
    // The interactive modal, on its way, no longer has anything to take over.
    if (arrival) shellModals().closeContact()
  }
  const takeOver = (submit = false): void => {
    if (!form || !root.isConnected) return
    if (arrival) {
      arrival.submit ||= submit
      return
    }
    arrival = { root, submit }
    // The modal's code (rjsf) loads beside React and the shell's islands, not after them.
    void import('./ContactModal').catch(() => undefined)
    shellModals().openContact(formId, { draft: form, arrival })
  }
  function onDocumentKey(event: KeyboardEvent): void {
    if (!root.isConnected) document.removeEventListener('keydown', onDocumentKey)
    else if (event.key === 'Escape') close()
  }

  closeButton?.addEventListener('click', close)
  overlay.addEventListener('mousedown', (event) => {
    if (event.target !== overlay) return
    event.preventDefault()
    close()
  })
  document.addEventListener('keydown', onDocumentKey)
  for (const type of TOUCHES) {
    dialog.addEventListener(type, (event) => {
      const target = event.target instanceof Element ? event.target : null
      if (target && closeButton?.contains(target)) return
      if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Escape') return
      takeOver()
    })
  }
  // Not sent by the browser (a page load to this URL): by the interactive form, once it has taken over.
  dialog.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault()
    takeOver(true)
  })
  // As the interactive modal would (site/shell/focus-trap.ts): keyboard focus starts in the dialog.
  if (!dialog.contains(document.activeElement)) {
    ;(closeButton ?? dialog).focus({ preventScroll: true })
  }
}
