import { Island } from '../../runtime/islands/Island'
import { plainIslandName } from '../../runtime/islands/island-data'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import type { Form } from '../../schemas/api.gen'
import enquiryFormCss from '../forms/EnquiryForm.css?inline'
import { CONTACT_ARRIVAL_ISLAND, type ContactArrivalProps } from './contact-arrival-island'
import contactModalCss from './ContactModal.css?inline'
import { ContactModalView } from './ContactModalView'

/** Marks the wrapper of the server's contact modal: the page does not scroll under it (ContactModal.css). */
export const CONTACT_ARRIVAL_ATTRIBUTE = 'data-contact-arrival'

const nothing = () => {}

/**
 * Without JavaScript the form could be neither sent nor closed: such a visitor gets the home page the
 * form stands on, as before the form arrived with the page.
 */
const WITHOUT_SCRIPT = `[${CONTACT_ARRIVAL_ATTRIBUTE}]{display:none}body:has([${CONTACT_ARRIVAL_ATTRIBUTE}]){overflow:visible}`

/**
 * Server only: the contact modal a `/form/{id}` page opens (SPEC §2), open in the server's HTML with the
 * form's name, description and fields (or its "could not be loaded" state) — the markup of the browser's
 * contact modal (site/shell/ContactModal.tsx) and of rjsf's form, rendered by the same components — so the
 * page arrives with the form and without its code (issue 26). A plain island (site/shell/contact-arrival.ts)
 * closes it, and the visitor's first touch of the form opens the interactive modal in its place.
 */
export function ContactArrival({ formId, form }: { formId: number; form: Form | null }) {
  const props: ContactArrivalProps = { formId, form }
  return (
    <>
      <Stylesheets css={[contactModalCss, enquiryFormCss]} precedence="shell" />
      <noscript>
        <style>{WITHOUT_SCRIPT}</style>
      </noscript>
      <Island
        name={plainIslandName(CONTACT_ARRIVAL_ISLAND)}
        props={props}
        when="load"
        preload
        wrapper={{ className: 'island', [CONTACT_ARRIVAL_ATTRIBUTE]: '' }}
      >
        <ContactModalView
          formId={formId}
          load={form ? { state: 'ready', form } : { state: 'failed' }}
          onClose={nothing}
          onSent={nothing}
          inPlace
        />
      </Island>
    </>
  )
}
