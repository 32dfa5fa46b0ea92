/**
 * What every demo-content builder needs: the site's language, a translator picking the Chinese or
 * English wording, globally unique ids, asset URLs and the current time (activity states depend on it).
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
}

export function createContext(siteId: number, lang: Lang, now: Date): ContentContext {
  return {
    siteId,
    lang,
    t: (zh, en) => (lang === 'zh' ? zh : en),
    id: (n) => siteId * 1000 + n,
    now,
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

/** Formats a date as the backend does for visitors: `YYYY-MM-DD HH:mm:ss`, site-local time. */
export function formatDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** `now` shifted by whole days, at the given hour and minute. */
export function daysFromNow(now: Date, days: number, hour: number, minute = 0): Date {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, minute, 0)
  return date
}
