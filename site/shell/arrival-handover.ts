import type { ContactArrival } from './modal-requests'

/**
 * The interactive contact modal takes the place of the server's HTML of it (a `/form/{id}` page,
 * site/shell/ContactArrival.tsx), both the same markup at the same place: the visitor's values came over
 * as the form's first values (site/forms/entered-values.ts); here, in the same frame, the scroll position of
 * the modal's body and the focus (and the caret in a text) move over, the server's modal goes, and a send
 * the visitor asked for before runs once the form has its values, or once they let go of the send button
 * they were pressing (with the pointer or with Space).
 */
export function handOverArrival(arrival: ContactArrival, modal: HTMLElement): void {
  const { root } = arrival
  const before = root.querySelector('.modal__body')
  const after = modal.querySelector('.modal__body')
  if (before && after) after.scrollTop = before.scrollTop
  const focused = document.activeElement
  const counterpart = focused instanceof HTMLElement && root.contains(focused) ? counterpartIn(modal, focused) : null
  const pressedSend = root.querySelector<HTMLElement>(`${SEND_BUTTON}:active`)
  root.remove()
  // A send already asked for (Enter) runs below: the release must not send a second time.
  if (pressedSend && !arrival.submit) sendOnRelease(modal)
  if (counterpart) {
    counterpart.focus({ preventScroll: true })
    copyCaret(focused as HTMLElement, counterpart)
  }
  if (arrival.submit) {
    // After the render the taken-over values cause: the form then validates and sends them.
    setTimeout(() => modal.querySelector('form')?.requestSubmit())
  }
}

const SEND_BUTTON = '[data-testid="form-submit"]'

/**
 * The visitor pressed the server's send button, and the interactive form took over before they let go: the
 * button they pressed is gone, so the browser will not click the one now in its place. Letting go over that
 * one sends, as the click would have: the pointer over it, or Space with the focus on it (the focus moved
 * there with the takeover). A pointer let go elsewhere (a press dragged away) does not send. The first
 * release of either kind ends the watch, so a later press of the button is the browser's own click alone.
 */
function sendOnRelease(modal: HTMLElement): void {
  const button = modal.querySelector(SEND_BUTTON)
  if (!button) return
  const types = ['pointerup', 'pointercancel', 'keyup'] as const
  const release = (event: Event): void => {
    if (event instanceof KeyboardEvent && event.key !== ' ') return
    for (const type of types) document.removeEventListener(type, release, true)
    const letGoOnButton =
      event.type === 'keyup'
        ? document.activeElement === button
        : event.type === 'pointerup' && event.target instanceof Node && button.contains(event.target)
    if (letGoOnButton) modal.querySelector('form')?.requestSubmit()
  }
  for (const type of types) document.addEventListener(type, release, true)
}

/** The element of `modal` that stands where `element` stands in the server's HTML: by its id (rjsf's) or test id. */
function counterpartIn(modal: HTMLElement, element: HTMLElement): HTMLElement | null {
  const key = element.id ? ['id', element.id] : element.dataset.testid ? ['data-testid', element.dataset.testid] : null
  return key ? modal.querySelector<HTMLElement>(`[${key[0]}="${key[1]!.replace(/["\\]/g, '\\$&')}"]`) : null
}

function copyCaret(from: HTMLElement, to: HTMLElement): void {
  if (!(from instanceof HTMLInputElement || from instanceof HTMLTextAreaElement)) return
  if (!(to instanceof HTMLInputElement || to instanceof HTMLTextAreaElement)) return
  try {
    to.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined)
  } catch {
    // Inputs without a caret (e-mail in some browsers, checkboxes) have none to copy.
  }
}
