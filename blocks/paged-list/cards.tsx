import type { ComponentType } from 'react'
import { useLang } from '../../site/i18n'
import { CardImage } from './card-image'
import { formatNewsDate } from '../../ui/format-date'
import type { PagedListKind } from '../../mapping/list-sources'
import type { CardProps } from './card-props'
import { EventCard } from './event-card'

// The list has no title of its own and may follow the page's h1 directly (publications), so each card's
// title is an h2 (issue 13, heading-order); its look comes from .paged-list__title, not from the level.

/** News card: cover at SPEC §9 list size, date, title, summary. */
function NewsCard({ item, priority }: CardProps) {
  const lang = useLang()
  return (
    <a className="paged-list__card paged-list__card--news" href={item.href}>
      <div className="paged-list__cover">
        {item.image && <CardImage src={item.image} size="list" priority={priority} />}
      </div>
      <div className="paged-list__text">
        {item.date && <time dateTime={item.date}>{formatNewsDate(item.date, lang)}</time>}
        <h2 className="paged-list__title">{item.title}</h2>
        {item.desc && <p>{item.desc}</p>}
      </div>
    </a>
  )
}

/** Publication card: the 160×192 picture beside name and introduction (SPEC §9 publication card). */
function PublicationCard({ item, priority }: CardProps) {
  return (
    <a className="paged-list__card paged-list__card--publication" href={item.href}>
      <div className="paged-list__picture">
        {item.image && <CardImage src={item.image} size="publicationCard" priority={priority} />}
      </div>
      <div className="paged-list__text">
        <h2 className="paged-list__title">{item.title}</h2>
        {item.desc && <p>{item.desc}</p>}
      </div>
    </a>
  )
}

/** The card renderer of each list kind. */
export const cardOfKind: Record<PagedListKind, ComponentType<CardProps>> = {
  news: NewsCard,
  publications: PublicationCard,
  activities: EventCard,
  media: EventCard,
}
