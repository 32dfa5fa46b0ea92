import { API_PREFIX } from '../api/transport'

export { API_PREFIX }

/**
 * The backend URL of an `/api/internal` call. `path` is relative to the prefix (`/site/list?x=1`).
 * API_BASE_URL names the backend's root (`https://cms.example.com`, with or without a trailing slash,
 * possibly under a path); a base that already ends in `/api/internal` is accepted too.
 */
export function backendUrl(apiBaseUrl: string, path: string): string {
  const base = apiBaseUrl.replace(/\/+$/, '')
  const prefix = base.endsWith(API_PREFIX) ? '' : API_PREFIX
  const relative = path.startsWith('/') ? path : `/${path}`
  return `${base}${prefix}${relative}`
}
