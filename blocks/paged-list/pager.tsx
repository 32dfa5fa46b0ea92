import { useT } from '../../site/i18n'

type PagerProps = { pageNo: number; pageCount: number; href: (pageNo: number) => string }

/**
 * Page numbers with previous/next, as links to the list's other pages (its query kept), so paging works
 * without JavaScript; a long run of pages is shortened with ellipses. The current page is marked
 * `aria-current`; previous on the first page and next on the last are no links.
 */
export function Pager({ pageNo, pageCount, href }: PagerProps) {
  const t = useT()
  return (
    <nav className="paged-list__pager" aria-label={t('editorial.pager.label')} data-testid="pager">
      <Step label={t('editorial.pager.previous')} href={pageNo > 1 ? href(pageNo - 1) : undefined} rel="prev">
        ‹
      </Step>
      {pageWindow(pageNo, pageCount).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className="paged-list__gap">
            …
          </span>
        ) : page === pageNo ? (
          <a key={page} className="paged-list__page" aria-current="page" href={href(page)}>
            {page}
          </a>
        ) : (
          <a key={page} className="paged-list__page" href={href(page)}>
            {page}
          </a>
        ),
      )}
      <Step label={t('editorial.pager.next')} href={pageNo < pageCount ? href(pageNo + 1) : undefined} rel="next">
        ›
      </Step>
    </nav>
  )
}

/** Previous or next: a link, or a disabled mark where there is no such page. */
function Step({ label, href, rel, children }: { label: string; href?: string; rel: string; children: string }) {
  return href ? (
    <a className="paged-list__step" href={href} rel={rel} aria-label={label}>
      {children}
    </a>
  ) : (
    <span className="paged-list__step" aria-disabled="true" aria-label={label} role="link">
      {children}
    </span>
  )
}

/**
 * First, last and the two pages around the current one; `null` marks a gap. Worked out from those seven
 * pages alone, never by walking the pages: the count comes from the backend's `total`, and a CMS that
 * answered a total of 10^12 kept the server's thread walking 10^11 pages for minutes.
 */
export function pageWindow(pageNo: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, pageNo - 2, pageNo - 1, pageNo, pageNo + 1, pageNo + 2, pageCount])]
    .filter((page) => page >= 1 && page <= pageCount)
    .sort((a, b) => a - b)
  const pages: (number | null)[] = []
  for (const page of shown) {
    const previous = pages.at(-1)
    if (typeof previous === 'number' && page > previous + 1) pages.push(null)
    pages.push(page)
  }
  return pages
}
