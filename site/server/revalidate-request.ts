import type { PageOfHost } from '../../runtime/server/cache-key'
import { MAX_PATH_LENGTH } from '../../runtime/server/request-url'
import { hostnameOf, type SiteHosts } from '../hosts'
import { isItemType, ITEM_TYPES, pagesShowingItem } from '../item-pages'

/**
 * The body of `POST /api/revalidate` (issue 23): `{"paths": ["/product/1401", …]}` or
 * `{"type": "product", "id": 1401}` (the pages showing that item, `site/item-pages.ts`), or both; with
 * `"host"`, on that site only, else on every site. Anything else is refused with a message saying what.
 */

/** A CMS publishing a catalogue sends a few dozen paths; more is a mistake, or an attempt to make work. */
export const REVALIDATE_MAX_PATHS = 100
export const REVALIDATE_MAX_BYTES = 16 * 1024

const FIELDS = ['paths', 'type', 'id', 'host'] as const

export interface RevalidateRequest {
  /** The paths asked for, without query: each is revalidated with every query it is asked with. */
  paths: string[]
  /** The one site host asked for, or `null`: every site. */
  host: string | null
  /** Every page to drop: each path on each host. */
  pages: PageOfHost[]
}

export type RevalidateCheck =
  { ok: true; request: RevalidateRequest } | { ok: false; status: 400 | 413 | 415; message: string }

export function checkRevalidateRequest(
  contentType: string | undefined,
  raw: string,
  siteHosts: SiteHosts,
): RevalidateCheck {
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? ''))
    return { ok: false, status: 415, message: 'Send the body as application/json' }
  if (Buffer.byteLength(raw) > REVALIDATE_MAX_BYTES)
    return { ok: false, status: 413, message: `The body may be at most ${REVALIDATE_MAX_BYTES} bytes` }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid JSON' }
  }
  return parseRevalidateBody(parsed, siteHosts)
}

/** The JSON body as a request, or why it is none. */
export function parseRevalidateBody(body: unknown, siteHosts: SiteHosts): RevalidateCheck {
  const refuse = (message: string): RevalidateCheck => ({ ok: false, status: 400, message })
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return refuse('The body must be a JSON object: {"paths": ["/product/1401"]} or {"type": "product", "id": 1401}')
  const record = body as Record<string, unknown>
  const unknown = Object.keys(record).filter((field) => !(FIELDS as readonly string[]).includes(field))
  if (unknown.length > 0) return refuse(`Unknown field(s) ${unknown.join(', ')}; known: ${FIELDS.join(', ')}`)
  if (record.paths === undefined && record.type === undefined)
    return refuse('Give "paths" (a list of paths) or "type" and "id" (an item of the CMS)')

  const paths: string[] = []
  if (record.paths !== undefined) {
    if (!Array.isArray(record.paths) || record.paths.length === 0) return refuse('"paths" must be a non-empty list')
    for (const [index, path] of record.paths.entries()) {
      const problem = pathProblem(path)
      if (problem) return refuse(`paths/${index}: ${problem}`)
      paths.push(path as string)
    }
  }
  if (record.type !== undefined || record.id !== undefined) {
    if (typeof record.type !== 'string' || !isItemType(record.type))
      return refuse(`"type" must be one of ${ITEM_TYPES.join(', ')}`)
    const id = itemId(record.id)
    if (id === undefined) return refuse('"id" must be a whole number ≥ 1 (the item’s id in the CMS)')
    paths.push(...pagesShowingItem(record.type, id))
  }
  const unique = [...new Set(paths)]
  if (unique.length > REVALIDATE_MAX_PATHS)
    return refuse(`At most ${REVALIDATE_MAX_PATHS} paths per call (${unique.length} given); split the call`)

  const configured = [...new Set(Object.values(siteHosts))]
  let host: string | null = null
  if (record.host !== undefined) {
    const given = typeof record.host === 'string' ? hostnameOf(record.host) : ''
    if (!configured.includes(given)) return refuse(`"host" must be one of the site hosts: ${configured.join(', ')}`)
    host = given
  }
  const hosts = host === null ? configured : [host]
  const pages = hosts.flatMap((hostname) => unique.map((path) => ({ hostname, path })))
  return { ok: true, request: { paths: unique, host, pages } }
}

function pathProblem(path: unknown): string | null {
  if (typeof path !== 'string') return 'a path must be text'
  if (!path.startsWith('/') || path.startsWith('//')) return `"${path.slice(0, 100)}" does not start with a single /`
  if (path.length > MAX_PATH_LENGTH) return `longer than ${MAX_PATH_LENGTH} characters`
  if (/[?#]/.test(path)) return `"${path.slice(0, 100)}": give the path without query; every query of it is revalidated`
  // eslint-disable-next-line no-control-regex -- control characters and spaces are exactly what this refuses
  if (/[\u0000-\u0020\u007f\\]/.test(path)) return 'a path holds no spaces, control characters or backslashes'
  return null
}

function itemId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 ? id : undefined
}
