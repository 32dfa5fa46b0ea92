import { wallTimeOf } from '../../site/time-zone'

/**
 * What every demo-content builder needs: the site's language, a translator picking the Chinese or
 * English wording, globally unique ids, asset URLs and the current time with the site's time zone
 * (activity states depend on them).
 */
export type Lang = 'zh' | 'en'

export interface ContentContext {
  siteId: number
  lang: Lang
  /** Picks the wording for this site's language. */
  t: (zh: string, en: string) => string
  /**
   * Ids are unique across both sites because detail calls (`GET product/{id}` …) carry no site:
   * site 1 uses 1001…1999, site 2 uses 2001…2999.
   */
  id: (n: number) => number
  now: Date
  /** SITE_TIME_ZONE: the zone the demo's dates are written in, as a backend writes them (docs/contract.md). */
  timeZone: string
}

export function createContext(siteId: number, lang: Lang, now: Date, timeZone: string): ContentContext {
  return {
    siteId,
    lang,
    t: (zh, en) => (lang === 'zh' ? zh : en),
    id: (n) => siteId * 1000 + n,
    now,
    timeZone,
  }
}

/** URL of a file in content/assets/, served by the server at /demo-assets/. */
export function asset(name: string): string {
  return `/demo-assets/${name}`
}

// Type aliases (not interfaces) so they also fit the contract's open `{ [k: string]: unknown }` slots.
export type FileItem = { url: string; type: string; name: string }
export type FileResource = { files: FileItem[] }

const mimeByExtension: Record<string, string> = {
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
}

export function file(name: string, label?: string): FileItem {
  const extension = name.slice(name.lastIndexOf('.') + 1)
  return { url: asset(name), type: mimeByExtension[extension] ?? 'application/octet-stream', name: label ?? name }
}

export function files(...names: string[]): FileResource {
  return { files: names.map((name) => file(name)) }
}

export const noFiles: FileResource = { files: [] }

/**
 * Formats a site-local wall time (from `daysFromNow`: held in the Date's UTC fields) as the backend does
 * for visitors: `YYYY-MM-DD HH:mm:ss`.
 */
export function formatDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
}

/**
 * The site's today shifted by whole days, at the given hour and minute: a site-local wall time, held in
 * the Date's UTC fields (read them with `getUTC…`), so neither the process's zone nor its daylight-saving
 * changes move it.
 */
export function daysFromNow(now: Date, timeZone: string, days: number, hour: number, minute = 0): Date {
  const { year, month, day } = wallTimeOf(now, timeZone)
  return new Date(Date.UTC(year, month - 1, day + days, hour, minute, 0))
}
