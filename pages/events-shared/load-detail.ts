import { render } from 'vike/abort'
import { ApiValidationError, isMissingItem } from '../../runtime/api'

/** The numeric id of a detail route; anything else is not a page (404). */
export function detailId(value: string | undefined): number {
  const id = Number(value)
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id)) throw render(404)
  return id
}

/**
 * The main item of a detail page: an id the backend does not know, or an unusable answer, is the
 * not-found page (CONTRACT.md); outages and timeouts stay errors (the error page).
 */
export async function loadDetail<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (isMissingItem(error) || error instanceof ApiValidationError) throw render(404)
    throw error
  }
}
