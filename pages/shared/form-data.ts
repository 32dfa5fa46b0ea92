import type { PageContextServer } from 'vike/types'
import type { BlockPageData } from '../../blocks/page-data'
import { orFallback } from '../../site/api'
import type { Form } from '../../schemas/api.gen'
import { homePageData } from './home-data'
import { loadMainItem, routeId } from './load-main-item'

/** The home page's blocks and the form a form page opens over them (`null`: it could not be loaded). */
export interface FormPageData extends BlockPageData {
  form: Form | null
}

/**
 * SPEC §2 `/form/{id}` and its preview: the home page's data, and the form (`GET form/{id}`, a preview's
 * draft through the preview's client) fetched beside it, so the server renders the modal open with its
 * fields (issue 26, site/shell/ContactArrival.tsx). A form the backend does not have is no page: the not-found
 * page, 404, as for any item, rather than the home page under a form's address (a soft 404 that a crawler
 * would index and that any number of ids would fill the render cache with). Otherwise the form is a secondary
 * call: when it fails the page is the home page with the modal's "could not be loaded" state.
 */
export async function formPageData(pageContext: PageContextServer): Promise<FormPageData> {
  const id = routeId(pageContext.routeParams.id)
  const [home, form] = await Promise.all([
    homePageData(pageContext),
    orFallback<Form | null>(
      loadMainItem(() => pageContext.api.form(id)),
      null,
      `form ${id}`,
    ),
  ])
  return { ...home, form }
}

/** The form page's form, read from the page's data on the server. */
export function formOfPageData(data: unknown): Form | null {
  return data !== null && typeof data === 'object' && 'form' in data ? ((data as FormPageData).form ?? null) : null
}
