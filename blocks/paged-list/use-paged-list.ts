import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { PagedListItem } from '../../schemas/blocks.gen'
import { browserTransport, createApi } from '../../site/api'
import { listSources, type CardPage, type PagedListSource } from '../../mapping/list-sources'

export interface PagedListOptions {
  source: PagedListSource
  items: PagedListItem[]
  total: number
  pageSize: number
  mobilePageSize: number
}

export interface PagedListState {
  items: PagedListItem[]
  total: number
  /** The desktop page on show. */
  pageNo: number
  loading: boolean
  failed: boolean
}

/**
 * The list's state in the browser: starts from the server's first page; `goToPage` replaces the items
 * (desktop pager), `loadMore` appends the next phone-sized page (infinite loading). New props from the
 * server (another filter in the URL) start over from their first page; a new `source` alone (a filter
 * held in the browser) fetches page 1. Answers of superseded requests are ignored.
 */
export function usePagedList({ source, items, total, pageSize, mobilePageSize }: PagedListOptions) {
  const api = useMemo(() => createApi(browserTransport), [])
  const [state, setState] = useState<PagedListState>({ items, total, pageNo: 1, loading: false, failed: false })
  const stateRef = useRef(state)
  stateRef.current = state
  const latest = useRef(0)
  const sourceKey = JSON.stringify(source)
  const shown = useRef({ sourceKey, items })

  const load = useCallback(
    (
      pageNo: number,
      size: number,
      merge: (current: PagedListItem[], page: CardPage) => PagedListItem[],
      shownPage: number,
    ) => {
      const request = ++latest.current
      stateRef.current = { ...stateRef.current, loading: true }
      setState((current) => ({ ...current, loading: true, failed: false }))
      listSources[source.kind](api, { siteId: source.siteId, pageNo, pageSize: size, query: source.query ?? {} }).then(
        (page) => {
          if (request !== latest.current) return
          setState((current) => ({
            items: merge(current.items, page),
            total: page.total,
            pageNo: shownPage,
            loading: false,
            failed: false,
          }))
        },
        (error: unknown) => {
          if (request !== latest.current) return
          console.warn(`Paged list (${source.kind}): page ${pageNo} could not be loaded.`, error)
          setState((current) => ({ ...current, loading: false, failed: true }))
        },
      )
    },
    // sourceKey stands for source: a new object with the same content is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, sourceKey],
  )

  useEffect(() => {
    const previous = shown.current
    if (previous.sourceKey === sourceKey && previous.items === items) return
    shown.current = { sourceKey, items }
    if (previous.items !== items) {
      // New props from the server (a client-side navigation, e.g. a filter in the URL): its first page.
      latest.current++
      setState({ items, total, pageNo: 1, loading: false, failed: false })
      return
    }
    // Only the source changed (a filter held in the browser): fetch its first page.
    setState({ items: [], total: 0, pageNo: 1, loading: true, failed: false })
    load(1, pageSize, (_current, page) => page.items, 1)
  }, [sourceKey, items, total, pageSize, load])

  const goToPage = useCallback(
    (pageNo: number) => load(pageNo, pageSize, (_current, page) => page.items, pageNo),
    [load, pageSize],
  )

  const loadMore = useCallback(() => {
    const current = stateRef.current
    if (current.loading || current.items.length >= current.total) return
    const nextPage = Math.floor(current.items.length / mobilePageSize) + 1
    load(nextPage, mobilePageSize, appendNew, current.pageNo)
  }, [load, mobilePageSize])

  return { ...state, pageCount: Math.max(1, Math.ceil(state.total / pageSize)), goToPage, loadMore }
}

/** Appends a page's items, skipping any already shown (the list may have grown in between). */
function appendNew(current: PagedListItem[], page: CardPage): PagedListItem[] {
  const shown = new Set(current.map((item) => item.id))
  return [...current, ...page.items.filter((item) => !shown.has(item.id))]
}
