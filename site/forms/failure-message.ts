import { isApiError } from '../api'

/**
 * Why an enquiry was not accepted, as the visitor is told it (issue 14): the key of a string in the
 * site's language. The backend's and this server's own messages are for the logs, never shown raw.
 */
export type FormFailureKey =
  | 'forms.failed.invalid'
  | 'forms.failed.tooLarge'
  | 'forms.failed.notJson'
  | 'forms.failed.tooFrequent'
  | 'forms.failed.unavailable'

/** The HTTP status, or failing that the envelope's code (a CMS may answer HTTP 200 with code "400"). */
function statusOf(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined
  const code = Number(error.code)
  if (error.status !== undefined && error.status !== 200) return error.status
  return Number.isInteger(code) ? code : undefined
}

export function formFailureKey(error: unknown): FormFailureKey {
  switch (statusOf(error)) {
    case 400:
    case 422:
      return 'forms.failed.invalid'
    case 413:
      return 'forms.failed.tooLarge'
    case 415:
      return 'forms.failed.notJson'
    case 429:
      return 'forms.failed.tooFrequent'
    default:
      return 'forms.failed.unavailable'
  }
}
