import type { ListFiltersBlock } from '../../schemas/blocks.gen'
import type { MountBlock } from '../../runtime/blocks/define-block'
import { goTo } from '../../site/actions/go-to'
import { formatNewsDate } from '../../ui/format-date'
import { filterQueryString, rangeToApply, type FilterValues } from '../../mapping/list-filter-query'

/**
 * The filter bar's enhancement, woken by the visitor's first touch of it (its server HTML filters
 * without it, ./list-filters.tsx): a select applies as it changes, a date range once both ends are
 * chosen or both cleared (SPEC §5), each end's text follows its input, the keyword search goes to a
 * clean URL. Every change leads to the list's first page, keeping the scroll position (SPEC §4).
 */
export const mount: MountBlock<ListFiltersBlock> = (island, { values, path }) => {
  const form = island.querySelector<HTMLFormElement>('form.list-filters__form')
  if (!form) return
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null
  const from = field('from') as HTMLInputElement | null
  const to = field('to') as HTMLInputElement | null

  /** The form's filter state, the range only when it applies. */
  const formValues = (): FilterValues => {
    const range = rangeToApply(from?.value ?? '', to?.value ?? '') ?? {}
    return {
      ...range,
      place: field('place')?.value || undefined,
      type: field('type')?.value || undefined,
      q: field('q')?.value.trim() || undefined,
      view: values.view,
    }
  }
  const apply = (): void => goTo(`${path}${filterQueryString(formValues())}`, { keepScrollPosition: true })

  for (const name of ['place', 'type']) field(name)?.addEventListener('change', apply)

  const showDay = (input: HTMLInputElement): void => {
    const box = input.closest<HTMLElement>('.list-filters__date')
    const text = box?.querySelector<HTMLElement>('.list-filters__date-text')
    if (!box || !text) return
    text.textContent = input.value
      ? formatNewsDate(input.value, input.lang === 'zh-CN' ? 'zh' : 'en')
      : (text.dataset.label ?? '')
    box.toggleAttribute('data-empty', !input.value)
  }
  const changeRange = (): void => {
    if (!from || !to) return
    showDay(from)
    showDay(to)
    to.min = from.value
    from.max = to.value
    const range = rangeToApply(from.value, to.value)
    if (range && (range.from !== values.from || range.to !== values.to)) apply()
  }
  for (const input of [from, to]) {
    if (!input) continue
    input.addEventListener('change', changeRange)
    input.addEventListener('click', () => {
      try {
        input.showPicker()
      } catch {
        // Not allowed here (older browsers): the input's own picker button still works.
      }
    })
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    apply()
  })

  // What the visitor changed while this code was on its way (its first touch woke it) counts now.
  const changedEarly = (['place', 'type'] as const).some((name) => {
    const select = field(name)
    return select !== null && select.value !== (values[name] ?? '')
  })
  if (changedEarly) apply()
  else changeRange()
}
