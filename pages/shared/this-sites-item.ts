import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { Api } from '../../site/api'
import { withCanonicalId } from './canonical-id'
import { itemAnswered } from './load-main-item'

/**
 * SPEC §1 "Language: chosen by site": an item page shows the item of the site it is asked on. A backend
 * whose items keep their id across the sites (`sameIdCounterpart`, the default) asks nothing here. One that
 * numbers each site's items apart (the embedded demo: product 1401 is Chinese, 2401 its English twin) is
 * asked for this site's twin of the id (`counterpartId`), and where it has one, the request goes there: the
 * language switcher keeps the path (`/product/1401` on the English host), and a link shared from the other
 * site names the other site's id, and neither should show the Chinese item under the English site's chrome.
 * Where the twin is missing (the demo pairs its short form ids as its sites' forms: 1 with 2, 3 with 4, and
 * nothing else), the page shows the id asked for.
 */

type ItemCall = (api: Api, id: number, routeParams: Record<string, string>) => Promise<unknown>

/** The item page routes (Vike page ids) and the call that reads their item: what `data` calls. */
const ITEM_CALLS: Readonly<Record<string, ItemCall>> = {
  '/pages/product/@id': (api, id) => api.product(id),
  '/pages/product-category/@id': (api, id) => api.productCategory(id),
  '/pages/solution/@id': (api, id) => api.solution(id),
  '/pages/case-detail/@id': (api, id) => api.example(id),
  '/pages/activity/@id': (api, id) => api.activity(id),
  '/pages/media/@id': (api, id) => api.multimediaResource(id),
  '/pages/periodical-detail': (api, id) => api.publication(id),
  '/pages/article-detail': (api, id, { type }) => api.detail(type ?? '', id),
  '/pages/form': (api, id) => api.form(id),
}

type ItemPageContext = Pick<PageContextServer, 'pageId' | 'routeParams' | 'api' | 'site' | 'serverSettings'> & {
  urlParsed: { pathnameOriginal: string; searchOriginal: string | null }
}

/**
 * For the guard, after the id is canonical: throws a temporary redirect (302: the pairing is the backend's,
 * and may change) to this site's twin of the item where the id is another site's and the twin exists.
 */
export async function requireThisSitesItem(pageContext: ItemPageContext): Promise<void> {
  const { pageId, routeParams, api, site, serverSettings } = pageContext
  const call = pageId ? ITEM_CALLS[pageId] : undefined
  const idText = routeParams?.id
  if (!call || !site || idText === undefined) return
  const id = Number(idText)
  const twin = serverSettings.counterpartId(id, site.id)
  if (twin === null || twin === id || !(await itemAnswered(() => call(api, twin, routeParams)))) return
  const { pathnameOriginal, searchOriginal } = pageContext.urlParsed
  throw redirect(`${withCanonicalId(pathnameOriginal, idText, String(twin))}${searchOriginal ?? ''}`, 302)
}
