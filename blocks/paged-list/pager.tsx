import { useT } from '../../site/i18n'

type PagerProps = { pageNo: number; pageCount: number; onPage: (pageNo: number) => void; disabled: boolean }

/** Desktop page numbers with previous/next; a long run of pages is shortened with ellipses. */
export function Pager({ pageNo, pageCount, onPage, disabled }: PagerProps) {
  const t = useT()
  return (
    <nav className="paged-list__pager" aria-label={t('editorial.pager.label')} data-testid="pager">
      <button
        type="button"
        className="paged-list__step"
        disabled={disabled || pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
        aria-label={t('editorial.pager.previous')}
      >
        ‹
      </button>
      {pageWindow(pageNo, pageCount).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className="paged-list__gap">
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className="paged-list__page"
            aria-current={page === pageNo ? 'page' : undefined}
            disabled={disabled}
            onClick={() => page !== pageNo && onPage(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className="paged-list__step"
        disabled={disabled || pageNo >= pageCount}
        onClick={() => onPage(pageNo + 1)}
        aria-label={t('editorial.pager.next')}
      >
        ›
      </button>
    </nav>
  )
}

/** First, last and the two pages around the current one; `null` marks a gap. */
export function pageWindow(pageNo: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let page = 1; page <= pageCount; page++) {
    const near = Math.abs(page - pageNo) <= 2 || page === 1 || page === pageCount
    if (near) pages.push(page)
    else if (pages.at(-1) !== null) pages.push(null)
  }
  return pages
}
