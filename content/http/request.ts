/** Reading and checking request input: JSON bodies, site ids, path ids and paging. */
import { instantOfWallTime } from '../../site/time-zone'
import { badRequest } from './errors'

export type Body = Record<string, unknown>

export function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export async function readBody(request: Request): Promise<Body> {
  const text = await request.text()
  if (text.trim() === '') throw badRequest('the request body is empty; a JSON object is expected')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw badRequest('the request body is not valid JSON')
  }
  if (!isRecord(parsed)) throw badRequest('the request body must be a JSON object')
  return parsed
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0

/** `site: { id }` of a body (docs/contract.md request rule). */
export function siteIdOf(body: Body): number {
  const site = body.site
  if (site === undefined || site === null) throw badRequest('site.id is required')
  if (!isRecord(site) || !isPositiveInteger(site.id)) throw badRequest('site.id must be a positive integer')
  return site.id
}

/** `{ id }` bodies (the calls whose payload SPEC gives as `id`); `site: { id }` is accepted too. */
export function idOrSiteIdOf(body: Body): number {
  if (body.id === undefined && body.site !== undefined) return siteIdOf(body)
  if (body.id === undefined || body.id === null) throw badRequest('id (the site id) is required')
  if (!isPositiveInteger(body.id)) throw badRequest('id must be a positive integer')
  return body.id
}

/** A numeric path segment. */
export function pathId(raw: string, what: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) <= 0 || !Number.isSafeInteger(Number(raw)))
    throw badRequest(`${what} id must be a positive integer, got "${raw}"`)
  return Number(raw)
}

export interface Paging {
  pageNo: number
  pageSize: number
}

export const MAX_PAGE_SIZE = 100

/** pageNo (from 1) and pageSize (1…100); absent values default to page 1 of 10 (SPEC §9 default size). */
export function pagingOf(body: Body): Paging {
  const pageNo = body.pageNo ?? 1
  const pageSize = body.pageSize ?? 10
  if (!isPositiveInteger(pageNo)) throw badRequest(`pageNo must be a positive integer, got ${JSON.stringify(pageNo)}`)
  if (!isPositiveInteger(pageSize) || pageSize > MAX_PAGE_SIZE)
    throw badRequest(`pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}, got ${JSON.stringify(pageSize)}`)
  return { pageNo, pageSize }
}

export function paginate<T>(items: readonly T[], { pageNo, pageSize }: Paging): { data: T[]; total: number } {
  const start = (pageNo - 1) * pageSize
  return { data: items.slice(start, start + pageSize), total: items.length }
}

/** Optional filter fields: checks their types and names the offending field. */
export function optionalNumber(filter: Body, key: string, where: string): number | null {
  const value = filter[key]
  if (value === undefined || value === null || value === '') return null
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw badRequest(`${where}.${key} must be a number (epoch milliseconds)`)
  return value
}

export function optionalStrings(filter: Body, key: string, where: string): string[] {
  const value = filter[key]
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    throw badRequest(`${where}.${key} must be an array of strings`)
  return value.filter((v) => v.trim() !== '')
}

export function optionalString(filter: Body, key: string, where: string): string {
  const value = filter[key]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') throw badRequest(`${where}.${key} must be a string`)
  return value.trim()
}

/** The nested filter object (`activity`, `multimediaResource`); a missing one means no filter. */
export function filterOf(body: Body, key: string): Body {
  const value = body[key]
  if (value === undefined || value === null) return {}
  if (!isRecord(value)) throw badRequest(`${key} must be an object`)
  return value
}

/** Parses the backend's `YYYY-MM-DD HH:mm:ss` (a wall time of the site's time zone) into epoch milliseconds. */
export function parseDateTime(text: string, timeZone: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text)
  if (!match) return Number.NaN
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0))
  return instantOfWallTime({ year: year!, month: month!, day: day!, hour, minute, second }, timeZone)
}
