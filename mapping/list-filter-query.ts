import type { ListFiltersBlock } from '../schemas/blocks.gen'
import { instantOfWallTime } from '../site/time-zone'

/** The filter state of /activity and /media as it lives in the URL query (SPEC §2 "shareable lists"). */
export type FilterValues = ListFiltersBlock['values']

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Every query parameter of the filter state, in the order `filterQueryString` writes them. */
export const FILTER_QUERY_PARAMS = ['from', 'to', 'place', 'type', 'q', 'view'] as const

/**
 * Reads the filter query (`from`, `to`, `place`, `type`, `q`, `view`). Anything malformed is dropped,
 * and a date range counts only with both ends (SPEC §5: both ends before the range applies).
 */
export function readFilterQuery(search: Record<string, string | undefined>): FilterValues {
  const from = validDay(search.from)
  const to = validDay(search.to)
  const range = from && to ? (from <= to ? { from, to } : { from: to, to: from }) : {}
  return dropEmpty({
    ...range,
    place: search.place?.trim(),
    type: search.type?.trim(),
    q: search.q?.trim(),
    view: search.view === 'rows' ? 'rows' : undefined,
  })
}

/** The URL query of a filter state (empty values left out), e.g. `?from=2026-05-01&to=2026-05-31&q=ERP`. */
export function filterQueryString(values: FilterValues): string {
  const params = new URLSearchParams()
  for (const key of FILTER_QUERY_PARAMS) {
    const value = values[key]
    if (value) params.set(key, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * SPEC §3 Activity/Media filter: the chosen days as epoch milliseconds, from the start of the first day
 * to the end of the last day, in the site's time zone (SITE_TIME_ZONE, the zone of the backend's dates),
 * whatever the zone of the process.
 */
export function dayRangeMs(from: string, to: string, timeZone: string): { startDate: number; endDate: number } {
  const [fy, fm, fd] = from.split('-').map(Number)
  const [ty, tm, td] = to.split('-').map(Number)
  const midnight = (year: number, month: number, day: number) =>
    instantOfWallTime({ year, month, day, hour: 0, minute: 0, second: 0 }, timeZone)
  return {
    startDate: midnight(fy!, fm!, fd!),
    // The last millisecond before the next day's midnight: a day is not always 24 hours long.
    endDate: midnight(ty!, tm!, td! + 1) - 1,
  }
}

/**
 * SPEC §5 date range picker: the range applies only when both ends are chosen, or when both are cleared;
 * one end alone waits (`undefined`: nothing to apply yet).
 */
export function rangeToApply(from: string, to: string): { from?: string; to?: string } | undefined {
  if (!from && !to) return {}
  if (!from || !to) return undefined
  return from <= to ? { from, to } : { from: to, to: from }
}

function validDay(value: string | undefined): string | undefined {
  return value && DAY.test(value) && !Number.isNaN(new Date(value).getTime()) ? value : undefined
}

function dropEmpty(values: FilterValues): FilterValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')) as FilterValues
}
