import { choicesOf } from './form-schema'
import type { FieldModel, FormLang, FormValues } from './form-model'

/**
 * What the visitor entered in the server's HTML of an enquiry form, before rjsf took it over (the form a
 * `/form/{id}` page opens, site/shell/arrival-handover.ts), read back as the form's values: the markup
 * rjsf renders for `toRenderedForm` (site/forms/form-schema.ts) under `idPrefix`, its elements found by
 * rjsf's ids (`<prefix>_<key>`, a choice's `<prefix>_<key>-<index>`). An empty text or no choice is no value,
 * as rjsf keeps it.
 */
export function readEnteredValues(
  root: ParentNode,
  idPrefix: string,
  fields: readonly FieldModel[],
  lang: FormLang,
): FormValues {
  const element = (id: string) => root.querySelector<HTMLElement>(`[id="${id}"]`)
  const values: FormValues = {}
  for (const field of fields) {
    const id = `${idPrefix}_${field.key}`
    const choices = choicesOf(field, lang)
    const checked = (index: number) => isChecked(element(`${id}-${index}`))
    let value: string | string[] | undefined
    switch (field.kind) {
      case 'radio':
        value = choices.find((_, index) => checked(index))
        break
      case 'checkbox': {
        const chosen = choices.filter((_, index) => checked(index))
        value = chosen.length > 0 ? chosen : undefined
        break
      }
      case 'select':
        value = selectedChoice(element(id), choices)
        break
      default:
        value = textOf(element(id))
    }
    if (value !== undefined) values[field.key] = value
    const other = field.otherKey ? textOf(element(`${idPrefix}_${field.otherKey}`)) : undefined
    if (field.otherKey && other !== undefined) values[field.otherKey] = other
  }
  return values
}

/** Whether two forms' values are the same entries. */
export function sameValues(a: FormValues, b: FormValues): boolean {
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => {
      const [x, y] = [a[key], b[key]]
      return Array.isArray(x) && Array.isArray(y) ? x.join('\u0000') === y.join('\u0000') : x === y
    })
  )
}

function isChecked(element: HTMLElement | null): boolean {
  return element !== null && 'checked' in element && element.checked === true
}

function textOf(element: HTMLElement | null): string | undefined {
  const value = element !== null && 'value' in element ? element.value : undefined
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** The choice of a `<select>`: its options in order, past the placeholder option rjsf puts first (value ""). */
function selectedChoice(element: HTMLElement | null, choices: readonly string[]): string | undefined {
  if (element === null || !('options' in element)) return undefined
  const options = [...(element as HTMLSelectElement).options].filter((option) => option.value !== '')
  const index = options.findIndex((option) => option.selected)
  return index >= 0 ? choices[index] : undefined
}
