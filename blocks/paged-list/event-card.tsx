import { useLang } from '../../site/i18n'
import { CardImage } from './card-image'
import { formatNewsDate } from '../../ui/format-date'
import type { CardProps } from './card-props'
import { timePieces } from './time-text'

/**
 * Activity and media card: cover, tags (place, type), title, then the time string (activities) or the
 * date (media). In the list view (`data-view="rows"` on the list) CSS lays the cover beside the text and
 * shows the summary under it, so a wide row is not half empty.
 */
export function EventCard({ item, priority }: CardProps) {
  const lang = useLang()
  return (
    <a className="paged-list__card paged-list__card--event" href={item.href}>
      <div className="paged-list__cover">
        {item.image && <CardImage src={item.image} size="list" priority={priority} />}
      </div>
      <div className="paged-list__text">
        {item.tags && (
          <ul className="paged-list__tags">
            {item.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <h2 className="paged-list__title">{item.title}</h2>
        {item.desc ? (
          <p className="paged-list__time">
            {timePieces(item.desc).map((piece, index) =>
              piece.keep ? (
                <span key={index} className="paged-list__nowrap">
                  {piece.text}
                </span>
              ) : (
                piece.text
              ),
            )}
          </p>
        ) : (
          item.date && <time dateTime={item.date}>{formatNewsDate(item.date, lang)}</time>
        )}
        {item.summary && <p className="paged-list__summary">{item.summary}</p>}
      </div>
    </a>
  )
}
