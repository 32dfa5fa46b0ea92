/**
 * On a tablet the header's menu is a scroll strip narrower than its entries, and it opens scrolled to the
 * current page's entry (SPEC §9). CSS does it first (`scroll-initial-target`, site/shell/SiteHeader.css), but
 * Chromium does not always apply it: on an idle machine the menu opened at its start in about one fresh load
 * in five, less often with the CPU throttled, so it seems to depend on how much of the HTML the first layout
 * sees. Safari and Firefox do not apply it at all. Where the menu is still at its start, this scrolls the entry in as the CSS would: to the start, clear of the fade
 * (the menu's scroll padding). Not `nearest`: the strip snaps its entries' starts, and the snap then moved
 * an entry brought in at the far edge back out of view. The header is fixed, so `block: 'nearest'` never
 * moves the page.
 */
export function revealCurrentMenuEntry(header: HTMLElement): void {
  const menu = header.querySelector('.site-nav')
  if (menu?.scrollLeft === 0) {
    menu.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'start' })
  }
}
