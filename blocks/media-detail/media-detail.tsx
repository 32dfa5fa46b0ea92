import type { MediaDetailBlock } from '../../schemas/blocks.gen'
import { useAfterForm } from '../../site/actions'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import blockUiCss from '../../ui/block-ui.css?inline'
import { useLang, useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import { RichText } from '../../runtime/rich-text'
import { formatNewsDate } from '../../ui/format-date'
import { useShellModals } from '../../site/shell/modals-context'
import mediaDetailCss from './media-detail.css?inline'

const stylesheets = [blockUiCss, mediaDetailCss]

/**
 * SPEC §2 /media/{id}: title, creation date, cover with a play button, rich description. The date is in the
 * site's SPEC §9 format: Chinese year-month-day on the Chinese site, YYYY/MM/DD on the English one.
 */
export function MediaDetail({ title, date, cover, video, desc, gate }: MediaDetailBlock) {
  const t = useT()
  const lang = useLang()
  const { openVideo } = useShellModals()
  const afterForm = useAfterForm()
  // SPEC §4 Media play: a required contact form comes first, the video after it was sent.
  const play = () => video && afterForm(gate, () => openVideo({ url: video, title, poster: cover }))
  return (
    <article className="block-container media-detail">
      <Stylesheets css={stylesheets} />
      <h1>{title}</h1>
      {date && <time dateTime={date}>{formatNewsDate(date, lang)}</time>}
      <div className="media-detail__cover">
        {cover && <Image src={cover} alt="" size="cover" priority />}
        {video && (
          <button type="button" className="media-detail__play" onClick={play} data-testid="media-play">
            <span aria-hidden="true">▶</span> {t('events.media.play')}
          </button>
        )}
      </div>
      {desc && <RichText html={desc} />}
    </article>
  )
}
