import type { ArticleHeaderBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { useT } from '../../site/i18n'
import articleHeaderCss from './article-header.css?inline'

const stylesheets = [articleHeaderCss]

/** SPEC §9 date format YYYY/MM/DD of a YYYY-MM-DD date. */
export function slashDate(date: string): string {
  return date.replaceAll('-', '/')
}

/** The head of an article: title, labels and date, description, author and editor, media coverage links. */
export function ArticleHeader({ title, labels, date, desc, author, editor, coverage }: ArticleHeaderBlock) {
  const t = useT()
  return (
    <BlockSection className="article-header" css={stylesheets} as="header" containerClassName="article-header__inner">
      <h1 className="article-header__title">{title}</h1>
      {(labels?.length || date) && (
        <div className="article-header__meta">
          {labels?.map((label) => (
            <span key={label} className="article-header__label">
              {label}
            </span>
          ))}
          {date && (
            <time className="article-header__date" dateTime={date}>
              {slashDate(date)}
            </time>
          )}
        </div>
      )}
      {desc && <p className="article-header__desc">{desc}</p>}
      {(author || editor) && (
        <p className="article-header__credits">
          {author && <span>{t('editorial.article.author', { name: author })}</span>}
          {editor && <span>{t('editorial.article.editor', { name: editor })}</span>}
        </p>
      )}
      {coverage && coverage.length > 0 && (
        <div className="article-header__coverage">
          <span>{t('editorial.article.coverage')}</span>
          <ul>
            {coverage.map((report) => (
              <li key={report.href}>
                <a href={report.href} target="_blank" rel="noopener noreferrer">
                  {report.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </BlockSection>
  )
}
