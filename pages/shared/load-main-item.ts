import { render } from 'vike/abort'
import { isMissingItem } from '../../site/api'

/** The numeric id of a detail route (`/product/{id}` …), a positive integer; anything else is not a page: 404. */
export function routeId(value: string | undefined): number {
  const id = Number(value)
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id === 0) throw render(404)
  return id
}

/**
 * The main call of a page (docs/architecture.md "Error semantics"): the item of a detail page, the list of a list
 * page, the home modules. An item the backend does not have (code 404, HTTP 404, no data:
 * `isMissingItem`) is the not-found page with HTTP 404; any other failure, an answer present but unusable
 * included, is rethrown, and the renderer answers the error page with the status `failureStatus` gives
 * it (500, 502, 503 or 504), for which the page's last good copy may stand in.
 */
export async function loadMainItem<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isMissingItem(error)) throw render(404)
    throw error
  }
}

/** Whether the call gives an item; a missing item or a failing backend counts as none. */
export async function itemAnswered(call: () => Promise<unknown>): Promise<boolean> {
  try {
    return (await call()) != null
  } catch {
    return false
  }
}
