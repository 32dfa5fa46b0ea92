import { render } from 'vike/abort'
import { isApiError, isMissingItem } from '../../runtime/api'

/**
 * The numeric id of a detail route (`/product/{id}` …); anything else is not a page: 404.
 */
export function routeId(value: string | undefined): number {
  const id = Number(value)
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id)) throw render(404)
  return id
}

/**
 * The main item of a detail page. An id the backend does not know, or an answer that is unusable
 * (CONTRACT.md: "a page whose main item is unusable answers the not-found page"), is the not-found page
 * with HTTP 404; outages and timeouts stay errors (the error page).
 */
export async function loadItem<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (isMissingItem(error) || (isApiError(error) && error.kind === 'validation')) throw render(404)
    throw error
  }
}
