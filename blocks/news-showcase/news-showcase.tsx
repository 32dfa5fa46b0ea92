import type { NewsShowcaseBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { useLang, useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import { formatNewsDate } from '../../ui/format-date'
import newsShowcaseCss from './news-showcase.css?inline'

// The block's own styles; BlockSection delivers them with the server HTML.
const stylesheets = [newsShowcaseCss]

/** Latest news (home NEWS module): the first item large, the rest as a list; each links to its article. */
export function NewsShowcase({ title, desc, items, moreHref }: NewsShowcaseBlock) {
  const t = useT()
  const lang = useLang()
  const [lead, ...rest] = items
  return (
    <BlockSection className="news-showcase" css={stylesheets} heading={{ title, desc }}>
      {lead && (
        <div className="news-showcase__grid">
          <a className="news-showcase__lead" href={lead.href}>
            {/* At SPEC §9's cover size, not a list card's: the lead's cover grows with the list beside it (to
                about 660 × 720 on desktop), and a list card's cut (651 × 366) would be shown twice its size. */}
            {lead.image && <Image className="news-showcase__cover" src={lead.image} alt="" size="cover" />}
            <div className="news-showcase__lead-text">
              {lead.date && <time dateTime={lead.date}>{formatNewsDate(lead.date, lang)}</time>}
              <h3>{lead.title}</h3>
              {lead.desc && <p>{lead.desc}</p>}
            </div>
          </a>
          <ul className="news-showcase__list">
            {rest.map((item) => (
              <li key={item.id}>
                <a className="news-showcase__item" href={item.href}>
                  {item.date && <time dateTime={item.date}>{formatNewsDate(item.date, lang)}</time>}
                  <h3>{item.title}</h3>
                  {item.desc && <p>{item.desc}</p>}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {moreHref && (
        <div className="news-showcase__more">
          <a className="block-button block-button--ghost" href={moreHref}>
            {t('blocks.news.more')}
          </a>
        </div>
      )}
    </BlockSection>
  )
}
