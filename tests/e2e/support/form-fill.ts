import type { Locator } from 'playwright-core'
import { contentApi, type Lang } from './hosts'

/** A field of a backend form (SPEC §3), as far as the browser tests read it. */
export interface FormField {
  id: number
  name: string
  type: string
  displayForm: string | null
  required: string
  fieldOptions: string[]
}

/**
 * Fills every required field of form `formId` in `modal` with a valid value: a phone number, an e-mail
 * address, the first option, or `text` in the other text fields.
 */
export async function fillRequiredFields(
  modal: Locator,
  formId: number,
  fields: readonly FormField[],
  text: string,
): Promise<void> {
  for (const field of fields.filter((item) => item.required === 'TRUE')) {
    const id = `#form${formId}_field${field.id}`
    if (field.type === 'INPUT' || field.type === 'TEXTAREA') {
      const value =
        field.displayForm === 'PHONE' ? '13800138000' : field.displayForm === 'EMAIL' ? 'buyer@example.com' : text
      await modal.locator(id).fill(value)
    } else if (field.type === 'SELECT') {
      await modal.locator(id).selectOption(field.fieldOptions[0]!)
    } else {
      await modal
        .locator(`[id^="${id.slice(1)}-"]`)
        .first()
        .check()
    }
  }
}

/** A valid enquiry for the demo's form `formId` whose text fields carry `marker`. */
export async function enquiryFor(lang: Lang, marker: string): Promise<Record<string, unknown>> {
  const formId = lang === 'zh' ? 1 : 2
  const form = await contentApi<{ formFields: FormField[] }>(`/form/${formId}`)
  const fieldValues = form.formFields
    .filter((field) => field.required === 'TRUE')
    .map((field) => ({
      formField: { id: field.id },
      value:
        field.displayForm === 'PHONE'
          ? '13800138000'
          : field.displayForm === 'EMAIL'
            ? 'buyer@example.com'
            : field.type === 'INPUT' || field.type === 'TEXTAREA'
              ? marker
              : field.fieldOptions[0]!,
    }))
  return { site: { id: formId }, form: { id: formId }, fieldValues, formTypeSource: 'INDEX_MODEL', sourceId: null }
}
