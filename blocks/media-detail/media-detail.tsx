import type { MediaDetailBlock } from '../../schemas/blocks.gen'
import { useAfterForm } from '../../runtime/actions'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import blockUiCss from '../../ui/block-ui.css?inline'
import { useT } from '../../runtime/i18n'
import { Image } from '../../runtime/media'
import { RichText } from '../../runtime/rich-text'
import { useShellModals } from '../../runtime/shell/modals-context'
import mediaDetailCss from './media-detail.css?inline'

const stylesheets = [blockUiCss, mediaDetailCss]

/** SPEC §2 /media/{id}: title, Chinese year-month-day date, cover with a play button, rich description. */
export function MediaDetail({ title, date, cover, video, desc, gate }: MediaDetailBlock) {
  const t = useT()
  const { openVideo } = useShellModals()
  const afterForm = useAfterForm()
  // SPEC §4 Media play: a required contact form comes first, the video after it was sent.
  const play = () => video && afterForm(gate, () => openVideo({ url: video, title, poster: cover }))
  return (
    <article className="block-container media-detail">
      <Stylesheets css={stylesheets} />
      <h1>{title}</h1>
      {date && <time dateTime={date}>{chineseDate(date)}</time>}
      <div className="media-detail__cover">
        {cover && <Image src={cover} alt="" size="banner" priority />}
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

/** SPEC §2: the creation date in Chinese year-month-day (on both sites), from YYYY-MM-DD. */
export function chineseDate(date: string): string {
  const [year, month, day] = date.split('-')
  return `${year}年${Number(month)}月${Number(day)}日`
}
