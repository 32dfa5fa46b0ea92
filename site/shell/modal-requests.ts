// What the shell's modals are asked to show. Their own module, so the lazily loaded modals
// (ContactModal, VideoModal) and the context that loads them do not import each other.
import type { Form } from '../../schemas/api.gen'

/** A video to play in the video modal (SPEC §4). `onError` hears playback failures (the AI frame reports them). */
export interface VideoRequest {
  url: string
  title?: string
  poster?: string
  onError?: (message: string) => void
  onClose?: () => void
}

/**
 * What happens once the form is sent (SPEC §1, §4 "form first, then the action"): a form that releases a
 * file offers it, and `onSuccess` runs the action the form stood in front of (a video, a link).
 */
export interface ContactOptions {
  /** The form to show instead of loading it (a live preview's draft of it, or the one the server rendered). */
  draft?: Form
  /** The server's HTML of this modal, open since the page arrived, which the modal takes over. */
  arrival?: ContactArrival
  releasedFile?: string
  onSuccess?: () => void
}

export interface ContactRequest extends ContactOptions {
  formId: number
}

/**
 * The contact modal the server rendered open on a `/form/{id}` page (site/shell/ContactArrival.tsx) and the
 * interactive one takes over at the visitor's first touch (site/shell/arrival-handover.ts): its HTML, with
 * what the visitor typed or chose in it, and whether they already asked to send it.
 */
export interface ContactArrival {
  root: HTMLElement
  submit: boolean
}
