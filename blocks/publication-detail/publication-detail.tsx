import type { PublicationDetailBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { JumpButton } from '../../ui/jump-button'
import { useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import { RichText } from '../../runtime/rich-text'
import publicationDetailCss from './publication-detail.css?inline'

const stylesheets = [publicationDetailCss]

/**
 * A journal: its cover beside name, introduction and an optional button (shared jump handler), then
 * its summary and contents, then other issues (issue 26: a journal page with something to read).
 */
export function PublicationDetail({ name, cover, introduction, html, jump, more }: PublicationDetailBlock) {
  const t = useT()
  return (
    <>
      <BlockSection className="publication-detail" css={stylesheets} containerClassName="publication-detail__layout">
        {cover && <Image className="publication-detail__cover" src={cover} alt={name} size="detail" priority />}
        <div className="publication-detail__text">
          <h1>{name}</h1>
          {introduction && <p className="publication-detail__intro">{introduction}</p>}
          {jump && <JumpButton jump={jump} fallbackLabel={t('editorial.publication.read')} />}
          {html && <RichText className="publication-detail__contents" html={html} topHeading={2} />}
        </div>
      </BlockSection>
      {more && (
        <BlockSection className="publication-detail-more" css={stylesheets} heading={{ title: more.title }}>
          <ul className="publication-detail-more__list">
            {more.items.map((item) => (
              <li key={item.id}>
                <a className="publication-detail-more__card" href={item.href}>
                  <span className="publication-detail-more__cover">
                    {item.cover && <Image src={item.cover} alt="" size="publicationCard" />}
                  </span>
                  <span className="publication-detail-more__name">{item.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </BlockSection>
      )}
    </>
  )
}
