import type { PublicationDetailBlock } from '../../schemas/blocks.gen'
import { BlockSection } from '../../ui/block-section'
import { JumpButton } from '../../ui/jump-button'
import { useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import publicationDetailCss from './publication-detail.css?inline'

const stylesheets = [publicationDetailCss]

/** A journal: its cover beside name, introduction and an optional button (shared jump handler). */
export function PublicationDetail({ name, cover, introduction, jump }: PublicationDetailBlock) {
  const t = useT()
  return (
    <BlockSection className="publication-detail" css={stylesheets} containerClassName="publication-detail__layout">
      {cover && <Image className="publication-detail__cover" src={cover} alt={name} size="detail" priority />}
      <div className="publication-detail__text">
        <h1>{name}</h1>
        {introduction && <p>{introduction}</p>}
        {jump && <JumpButton jump={jump} fallbackLabel={t('editorial.publication.read')} />}
      </div>
    </BlockSection>
  )
}
