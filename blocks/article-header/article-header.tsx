import type { ArticleHeaderBlock } from '../../schemas/blocks.gen'
import blockUiCss from '../../ui/block-ui.css?inline'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useT } from '../../site/i18n'
import articleHeaderCss from './article-header.css?inline'

const stylesheets = [blockUiCss, articleHeaderCss]

/** SPEC §9 date format YYYY/MM/DD of a YYYY-MM-DD date. */
export function slashDate(date: string): string {
  return date.replaceAll('-', '/')
}

/** The head of an article: title, labels and date, description, author and editor, media coverage links. */
export function ArticleHeader({ title, labels, date, desc, author, editor, coverage }: ArticleHeaderBlock) {
  const t = useT()
  return (
    <header className="block-section article-header">
      <Stylesheets css={stylesheets} />
      <div className="block-container article-header__inner">
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
      </div>
    </header>
  )
}
