import type { ListFiltersBlock } from '../../schemas/blocks.gen'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import blockUiCss from '../../ui/block-ui.css?inline'
import { useLang, useT } from '../../site/i18n'
import { formatNewsDate } from '../../ui/format-date'
import { filterQueryString } from '../../mapping/list-filter-query'
import listFiltersCss from './list-filters.css?inline'

const stylesheets = [blockUiCss, listFiltersCss]

/**
 * SPEC §2 filter bar of /activity and /media, with the card/list toggle, as HTML that works without
 * JavaScript: a `<form method="get">` whose named inputs are the URL query the route reads (from, to,
 * place, type, q, and view kept in a hidden input), submitted by its search button; it has no `page`, so
 * the list starts again at its first page (SPEC §4). The toggle is two links, the range's clearing one.
 * The plain island (./list-filters.mount.ts) applies a select, or a range once both ends are chosen
 * (SPEC §5), as it changes.
 */
export function ListFilters({ kind, places, types, values, path }: ListFiltersBlock) {
  const t = useT()
  const view = values.view ?? 'cards'
  const hasRange = Boolean(values.from && values.to)
  return (
    <section className="block-container list-filters" data-kind={kind}>
      <Stylesheets css={stylesheets} />
      <form className="list-filters__form" role="search" method="get" action={path} data-testid="list-filters">
        <fieldset className="list-filters__range">
          <legend>{t('events.filter.dates')}</legend>
          <DateField
            name="from"
            label={t('events.filter.from')}
            value={values.from}
            max={values.to}
            testId="filter-from"
          />
          <span className="list-filters__dash" aria-hidden="true">
            –
          </span>
          <DateField name="to" label={t('events.filter.to')} value={values.to} min={values.from} testId="filter-to" />
          {hasRange && (
            <a
              className="list-filters__clear"
              href={`${path}${filterQueryString({ ...values, from: undefined, to: undefined })}`}
              data-testid="filter-clear"
            >
              {t('events.filter.clear')}
            </a>
          )}
        </fieldset>
        {places && places.length > 0 && (
          <select
            className="list-filters__select"
            name="place"
            aria-label={t('events.filter.place')}
            defaultValue={values.place ?? ''}
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
            name="type"
            aria-label={t('events.filter.type')}
            defaultValue={values.type ?? ''}
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
            name="q"
            aria-label={t(`events.filter.keyword.${kind}`)}
            placeholder={t(`events.filter.keyword.${kind}`)}
            defaultValue={values.q ?? ''}
            data-testid="filter-keyword"
          />
          {view === 'rows' && <input type="hidden" name="view" value="rows" />}
          <button type="submit" data-testid="filter-search">
            {t('events.filter.search')}
          </button>
        </div>
      </form>
      <nav className="list-filters__view" aria-label={t('events.view.label')} data-testid="view-toggle">
        {(['cards', 'rows'] as const).map((option) => (
          <a
            key={option}
            href={`${path}${filterQueryString({ ...values, view: option === 'rows' ? 'rows' : undefined })}`}
            aria-current={view === option ? 'true' : undefined}
            data-view={option}
          >
            {t(`events.view.${option}`)}
          </a>
        ))}
      </nav>
    </section>
  )
}

interface DateFieldProps {
  name: 'from' | 'to'
  label: string
  value: string | undefined
  min?: string
  max?: string
  testId: string
}

/**
 * One end of the date range. The browser's date input writes the browser's own format (mm/dd/yyyy on an
 * English browser, even on the Chinese site), so the field shows the day in the site's format over it
 * (SPEC §9: 2026年5月3日 / 2026/05/03), or the end's name while empty; the plain island keeps that text in
 * step with the input. The input itself, transparent on top, still takes clicks, keys and the picker,
 * and its value stays YYYY-MM-DD for the URL query. Without JavaScript the input shows itself (CSS
 * `scripting: none`), since nothing would update the text over it.
 */
function DateField({ name, label, value, min, max, testId }: DateFieldProps) {
  const lang = useLang()
  return (
    <span className="list-filters__date" data-empty={value ? undefined : ''}>
      <span className="list-filters__date-text" aria-hidden="true" data-testid={`${testId}-text`} data-label={label}>
        {value ? formatNewsDate(value, lang) : label}
      </span>
      <svg className="list-filters__date-icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <rect x="2" y="3" width="12" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.4" />
        <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
      <input
        type="date"
        name={name}
        lang={lang === 'zh' ? 'zh-CN' : 'en'}
        aria-label={label}
        defaultValue={value}
        min={min}
        max={max}
        data-testid={testId}
      />
    </span>
  )
}
