import type { CSSProperties } from 'react'
import type { PagedListBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { useIsNearTop } from '../../runtime/blocks/block-index'
import { Island } from '../../runtime/islands/Island'
import { plainIslandName } from '../../runtime/islands/island-data'
import { useT } from '../../site/i18n'
import { cardOfKind } from './cards'
import { listPageHref } from '../../mapping/list-page-query'
import { Pager } from './pager'
import { MORE_ISLAND, type MoreItemsSettings } from '../../ui/more-items/more-items-settings'
import pagedListCss from './paged-list.css?inline'

const stylesheets = [pagedListCss]

/**
 * SPEC §2/§9 paged lists, HTML only: the cards of the page the URL asks for (`?page=N`) in rows of
 * `perRow`, and a pager of links to the other pages (none when there is one page), so the list works
 * without JavaScript. On phones the `plain:moreItems` island (ui/more-items/more-items.ts), waking as the list nears
 * the view, hides the pager and appends the next pages' items as the end of the list comes near
 * (infinite loading); the pager stays the fallback. The server HTML is the same for every device.
 */
export function PagedList({
  source,
  items,
  total,
  pageNo = 1,
  pageSize,
  mobilePageSize,
  perRow,
  view,
  links,
}: PagedListBlock) {
  const t = useT()
  const Card = cardOfKind[source.kind]
  // A list in the first screen (under the page's heading) shows its first row's covers at once (LCP). The
  // server HTML is the same at every width: the widest first row.
  const eagerCovers = useIsNearTop() ? Math.max(perRow.desktop, perRow.mobile) : 0
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  // A backend that ignores the page size it was asked for (5,000 items made a 5 MB page) shows a page's worth.
  const shown = items.slice(0, pageSize)
  const columns = {
    '--paged-list-columns': perRow.desktop,
    // A tablet (768-1023 px) has room for two cards a row, not three (paged-list.css).
    '--paged-list-columns-tablet': Math.min(perRow.desktop, 2),
    '--paged-list-columns-mobile': perRow.mobile,
  } as CSSProperties
  const more: MoreItemsSettings = { pageNo, pageCount, mobilePageSize: mobilePageSize ?? pageSize }

  return (
    <BlockSection
      className="paged-list"
      css={stylesheets}
      attributes={{ 'data-kind': source.kind, 'data-view': view ?? 'cards' }}
    >
      {shown.length > 0 ? (
        <ul className="paged-list__grid" style={columns}>
          {shown.map((item, index) => (
            <li key={item.id} data-testid="paged-list-item" data-id={item.id}>
              <Card item={item} priority={index < eagerCovers} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="paged-list__empty">{t('editorial.list.empty')}</p>
      )}
      {pageCount > 1 && (
        <>
          <Pager pageNo={pageNo} pageCount={pageCount} href={(page) => listPageHrefOf(links, page)} />
          {pageNo < pageCount && (
            <Island name={plainIslandName(MORE_ISLAND)} props={more} when="visible">
              <div
                className="paged-list__more"
                data-testid="paged-list-more"
                aria-live="polite"
                data-loading-text={t('editorial.list.loading')}
                data-failed-text={t('editorial.list.failed')}
              />
            </Island>
          )}
        </>
      )}
    </BlockSection>
  )
}

function listPageHrefOf(links: PagedListBlock['links'], pageNo: number): string {
  return listPageHref(links.path, links.query ?? {}, pageNo)
}
