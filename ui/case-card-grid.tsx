import type { CaseCardsBlock } from '../schemas/blocks.gen'
import { LazyImg } from '../runtime/media'
import { CoverImage } from './cover-image'

export type CaseCard = CaseCardsBlock['groups'][number]['cards'][number]

/**
 * Case cards linking to their detail pages: 3 per row on desktop, 2 on mobile (SPEC §9). Styles: case-card-grid.css,
 * which the block showing the grid lists among its stylesheets (before its own, which may refine it).
 * `eagerCovers`: how many leading covers are in the first screen and load at once, not when the page's script
 * finds them in view: on /cases the first cover is the largest contentful paint.
 */
export function CaseCardGrid({ cards, eagerCovers = 0 }: { cards: readonly CaseCard[]; eagerCovers?: number }) {
  return (
    <ul className="case-cards__grid">
      {cards.map((card, index) => (
        <li key={card.id}>
          <a className="case-cards__card" href={card.href} data-case-id={card.id}>
            <CoverImage className="case-cards__image" src={card.image} size="list" priority={index < eagerCovers} />
            <div className="case-cards__text">
              {(card.logo || card.customerName) && (
                <p className="case-cards__customer">
                  {card.logo && <LazyImg src={card.logo} alt="" width={72} height={24} />}
                  {card.customerName && <span>{card.customerName}</span>}
                </p>
              )}
              <h3 className="case-cards__title">{card.title}</h3>
              {card.desc && <p className="case-cards__desc">{card.desc}</p>}
            </div>
          </a>
        </li>
      ))}
    </ul>
  )
}
