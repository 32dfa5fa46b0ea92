import { useEffect, useState, type FormEvent } from 'react'
import type { ListFiltersBlock } from '../../schemas/blocks.gen'
import { goTo } from '../../site/actions'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import blockUiCss from '../../ui/block-ui.css?inline'
import { useLang, useT } from '../../site/i18n'
import { formatNewsDate } from '../../ui/format-date'
import { filterQueryString, rangeToApply, type FilterValues } from '../../mapping/list-filter-query'
import listFiltersCss from './list-filters.css?inline'

const stylesheets = [blockUiCss, listFiltersCss]

/**
 * SPEC §2 filter bar of /activity and /media, with the card/list toggle. Every change goes to the URL
 * query; the route reads it, so the list below resets to its first page and reloads (SPEC §4).
 */
export function ListFilters({ kind, places, types, values }: ListFiltersBlock) {
  const t = useT()
  const [from, setFrom] = useState(values.from ?? '')
  const [to, setTo] = useState(values.to ?? '')
  const [keyword, setKeyword] = useState(values.q ?? '')
  useEffect(() => {
    setFrom(values.from ?? '')
    setTo(values.to ?? '')
    setKeyword(values.q ?? '')
  }, [values.from, values.to, values.q])

  const apply = (change: Partial<FilterValues>) => {
    const next = { ...values, ...change }
    goTo(`${window.location.pathname}${filterQueryString(next)}`, { keepScrollPosition: true })
  }
  const changeRange = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom)
    setTo(nextTo)
    const range = rangeToApply(nextFrom, nextTo)
    if (range && (range.from !== values.from || range.to !== values.to)) apply({ from: range.from, to: range.to })
  }
  const search = (event: FormEvent) => {
    event.preventDefault()
    apply({ q: keyword.trim() || undefined })
  }
  const view = values.view ?? 'cards'

  return (
    <section className="block-container list-filters" data-kind={kind}>
      <Stylesheets css={stylesheets} />
      <form className="list-filters__form" role="search" onSubmit={search} data-testid="list-filters">
        <fieldset className="list-filters__range">
          <legend>{t('events.filter.dates')}</legend>
          <DateField
            label={t('events.filter.from')}
            value={from}
            max={to || undefined}
            onChange={(day) => changeRange(day, to)}
            testId="filter-from"
          />
          <span aria-hidden="true">–</span>
          <DateField
            label={t('events.filter.to')}
            value={to}
            min={from || undefined}
            onChange={(day) => changeRange(from, day)}
            testId="filter-to"
          />
          {(from || to) && (
            <button
              type="button"
              className="list-filters__clear"
              onClick={() => changeRange('', '')}
              data-testid="filter-clear"
            >
              {t('events.filter.clear')}
            </button>
          )}
        </fieldset>
        {places && places.length > 0 && (
          <select
            className="list-filters__select"
            aria-label={t('events.filter.place')}
            value={values.place ?? ''}
            onChange={(e) => apply({ place: e.target.value || undefined })}
            data-testid="filter-place"
          >
            <option value="">{t('events.filter.allPlaces')}</option>
            {places.map((place) => (
              <option key={place} value={place}>
                {place}
              </option>
            ))}
          </select>
        )}
        {types && types.length > 0 && (
          <select
            className="list-filters__select"
            aria-label={t('events.filter.type')}
            value={values.type ?? ''}
            onChange={(e) => apply({ type: e.target.value || undefined })}
            data-testid="filter-type"
          >
            <option value="">{t('events.filter.allTypes')}</option>
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        )}
        <div className="list-filters__search">
          <input
            type="search"
            aria-label={t(`events.filter.keyword.${kind}`)}
            placeholder={t(`events.filter.keyword.${kind}`)}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            data-testid="filter-keyword"
          />
          <button type="submit" data-testid="filter-search">
            {t('events.filter.search')}
          </button>
        </div>
      </form>
      <div className="list-filters__view" role="group" aria-label={t('events.view.label')} data-testid="view-toggle">
        {(['cards', 'rows'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            data-view={option}
            onClick={() => option !== view && apply({ view: option === 'rows' ? 'rows' : undefined })}
          >
            {t(`events.view.${option}`)}
          </button>
        ))}
      </div>
    </section>
  )
}

interface DateFieldProps {
  label: string
  value: string
  min?: string
  max?: string
  onChange: (day: string) => void
  testId: string
}

/**
 * One end of the date range. The browser's date input writes the browser's own format (mm/dd/yyyy on an
 * English browser, even on the Chinese site), so the field shows the day in the site's format over it
 * (SPEC §9: 2026年5月3日 / 2026/05/03), or the end's name while empty. The input itself, transparent on
 * top, still takes clicks, keys and the picker, and its value stays YYYY-MM-DD for the URL query.
 */
function DateField({ label, value, min, max, onChange, testId }: DateFieldProps) {
  const lang = useLang()
  return (
    <span className="list-filters__date" data-empty={value ? undefined : ''}>
      <span className="list-filters__date-text" aria-hidden="true" data-testid={`${testId}-text`}>
        {value ? formatNewsDate(value, lang) : label}
      </span>
      <svg className="list-filters__date-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <rect x="2" y="3" width="12" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
      <input
        type="date"
        lang={lang === 'zh' ? 'zh-CN' : 'en'}
        aria-label={label}
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        onClick={(event) => {
          try {
            event.currentTarget.showPicker()
          } catch {
            // Not allowed here (older browsers): the input's own picker button still works.
          }
        }}
        data-testid={testId}
      />
    </span>
  )
}
