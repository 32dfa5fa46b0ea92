import { CAROUSEL_GO_ATTRIBUTE } from './carousel-settings'

export interface CarouselTab {
  id: number | string
  label: string
}

/**
 * A carousel's tabs: each goes to its slide, and the carousel marks the one on screen
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
    <div className={className} role="tablist">
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={index === 0}
          className={tabClassName}
          {...{ [CAROUSEL_GO_ATTRIBUTE]: index }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
