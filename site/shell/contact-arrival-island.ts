import type { Form } from '../../schemas/api.gen'

/**
 * The plain island of the contact modal a `/form/{id}` page shows on arrival (site/shell/ContactArrival.tsx,
 * its code site/shell/contact-arrival.ts). Its own module, so naming it costs the page's startup code nothing.
 */
export const CONTACT_ARRIVAL_ISLAND = 'contact-arrival'

export interface ContactArrivalProps {
  formId: number
  /** The form as the server rendered it; `null` when it could not be loaded (the modal says so). */
  form: Form | null
}
