import { useEffect, useRef, type CSSProperties } from 'react'
import type { PagedListBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { useIsNearTop } from '../../runtime/blocks/block-index'
import { useT } from '../../site/i18n'
import { cardOfKind } from './cards'
import { Pager } from './pager'
import { usePagedList } from './use-paged-list'
import pagedListCss from './paged-list.css?inline'

const stylesheets = [pagedListCss]
const PHONE_QUERY = '(max-width: 767.98px)'

/**
 * SPEC §2/§9 paged lists: cards in rows (`perRow`), a desktop pager hidden when there is one page, and
 * on phones the next page loads as the end of the list scrolls into view. The pager and the loading
 * sentinel are shown by CSS at the breakpoint, so the server HTML is the same for every device.
 */
export function PagedList({ source, items, total, pageSize, mobilePageSize, perRow, view }: PagedListBlock) {
  const t = useT()
  const list = usePagedList({ source, items, total, pageSize, mobilePageSize: mobilePageSize ?? pageSize })
  const top = useRef<HTMLDivElement>(null)
  const Card = cardOfKind[source.kind]
  // A list in the first screen (under the page's heading) shows its first row's covers at once (LCP). The
  // server HTML is the same at every width: the widest first row.
  const eagerCovers = useIsNearTop() ? Math.max(perRow.desktop, perRow.mobile) : 0
  const hasMore = list.items.length < list.total
  const columns = {
    '--paged-list-columns': perRow.desktop,
    '--paged-list-columns-mobile': perRow.mobile,
  } as CSSProperties

  const goToPage = (pageNo: number) => {
    list.goToPage(pageNo)
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }

  return (
    <BlockSection
      className="paged-list"
      css={stylesheets}
      containerRef={top}
      attributes={{ 'data-kind': source.kind, 'data-view': view ?? 'cards' }}
    >
      {list.items.length > 0 ? (
        <ul className="paged-list__grid" style={columns} aria-busy={list.loading}>
          {list.items.map((item, index) => (
            <li key={item.id} data-testid="paged-list-item" data-id={item.id}>
              <Card item={item} priority={index < eagerCovers} />
            </li>
          ))}
        </ul>
      ) : (
        !list.loading && <p className="paged-list__empty">{t('editorial.list.empty')}</p>
      )}
      {list.failed && (
        <p className="paged-list__status" role="alert">
          {t('editorial.list.failed')}
        </p>
      )}
      {list.pageCount > 1 && (
        <Pager pageNo={list.pageNo} pageCount={list.pageCount} onPage={goToPage} disabled={list.loading} />
      )}
      {hasMore && <MoreSentinel onVisible={list.loadMore} loading={list.loading} />}
    </BlockSection>
  )
}

/** The end of the list on phones: loads the next page when it comes within 200 px of the view. */
function MoreSentinel({ onVisible, loading }: { onVisible: () => void; loading: boolean }) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || loading || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && window.matchMedia(PHONE_QUERY).matches) onVisible()
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [onVisible, loading])
  return (
    <div ref={ref} className="paged-list__more" data-testid="paged-list-more" aria-live="polite">
      {loading ? t('editorial.list.loading') : ''}
    </div>
  )
}
