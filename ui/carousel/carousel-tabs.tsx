import { CAROUSEL_GO_ATTRIBUTE } from './carousel-settings'

export interface CarouselTab {
  id: number | string
  label: string
}

/**
 * A carousel's tabs, one row that scrolls (its block includes carousel-tabs.css and site/shell/scroll-strip.css): each goes to its slide, and the carousel marks the one on screen
 * (ui/carousel/mount-carousel.ts, which also brings it into view where the strip scrolls). The first is
 * selected in the HTML, as the first slide shows.
 */
export function CarouselTabs({
  tabs,
  className,
  tabClassName,
}: {
  tabs: readonly CarouselTab[]
  /** The tablist's class. */
  className: string
  tabClassName: string
}) {
  return (
    <div className={`${className} carousel-tabs scroll-strip`} role="tablist">
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={index === 0}
          className={`${tabClassName} carousel-tabs__tab`}
          {...{ [CAROUSEL_GO_ATTRIBUTE]: index }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
