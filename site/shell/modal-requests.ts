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
  /** The form to show instead of loading it (a live preview's draft of it). */
  draft?: Form
  releasedFile?: string
  onSuccess?: () => void
}

export interface ContactRequest extends ContactOptions {
  formId: number
}
