import type { RelatedCasesBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { Image } from '../../runtime/media'
import relatedCasesCss from './related-cases.css?inline'

const stylesheets = [relatedCasesCss]

/** Case cards (320 px wide) under a heading, each linking to its case page. */
export function RelatedCases({ title, cards }: RelatedCasesBlock) {
  return (
    <BlockSection className="related-cases" css={stylesheets} heading={{ title }}>
      <ul className="related-cases__list">
        {cards.map((card) => (
          <li key={card.id}>
            <a className="related-cases__card" href={card.href}>
              <div className="related-cases__cover">
                {card.image && <Image src={card.image} alt="" size={{ width: 320, height: 180 }} />}
              </div>
              <h3>{card.title}</h3>
              {card.desc && <p>{card.desc}</p>}
            </a>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
