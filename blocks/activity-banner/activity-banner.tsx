import type { ActivityBannerBlock } from '../../schemas/blocks.gen'
import blockUiCss from '../../ui/block-ui.css?inline'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import { useSiteClock } from '../../ui/use-now'
import { clockHoldAttributes, holdUntilChange } from '../../ui/clock-hold'
import { parseDateTime } from '../../mapping/backend-date'
import { dayAround } from '../../site/time-zone'
import { useT } from '../../site/i18n'
import { Image } from '../../runtime/media'
import activityBannerCss from './activity-banner.css?inline'
import { isLiveNow, LIVE_LABEL_ATTRIBUTES, liveButtonLabelKey } from './live'

const stylesheets = [blockUiCss, activityBannerCss]

/** SPEC §2 Activity detail: the title and time string, on the banner with live-stream info or alone. */
export function ActivityBanner(props: ActivityBannerBlock) {
  if (props.layout === 'heading') {
    return (
      <div className="block-container activity-banner--heading">
        <Stylesheets css={stylesheets} />
        <Heading name={props.name} timeText={props.timeText} />
      </div>
    )
  }
  return <LiveBanner {...props} />
}

function Heading({ name, timeText }: Pick<ActivityBannerBlock, 'name' | 'timeText'>) {
  return (
    <header className="activity-banner__heading">
      <h1>{name}</h1>
      {timeText && <p className="activity-banner__time">{timeText}</p>}
    </header>
  )
}

/**
 * The banner: cover, live-now badge, title, time, place and the live button (SPEC §2), at the server's
 * render time; the block's plain island (activity-banner.mount.ts) re-reads them at the browser's "now",
 * with the words written here, once the day has turned or the event has started (ui/clock-hold.ts).
 */
function LiveBanner({
  name,
  timeText,
  place,
  startDate,
  endDate,
  liveAddress,
  cover,
  renderedAt,
}: ActivityBannerBlock) {
  const t = useT()
  const { now, timeZone } = useSiteClock(renderedAt)
  return (
    <section
      className="activity-banner"
      data-testid="activity-banner"
      {...clockHoldAttributes(
        holdUntilChange(
          dayAround(now.getTime(), timeZone),
          parseDateTime(startDate, timeZone)?.getTime(),
          now.getTime(),
        ),
      )}
      {...{
        [LIVE_LABEL_ATTRIBUTES.badge]: t('events.live.now'),
        [LIVE_LABEL_ATTRIBUTES.reserve]: t('events.live.reserve'),
        [LIVE_LABEL_ATTRIBUTES.enter]: t('events.live.enter'),
      }}
    >
      <Stylesheets css={stylesheets} />
      {cover && <Image className="activity-banner__image" src={cover} alt="" size="banner" priority />}
      <div className="block-container activity-banner__content">
        {isLiveNow(startDate, endDate, now, timeZone) && (
          <span className="activity-banner__badge" data-testid="live-badge">
            {t('events.live.now')}
          </span>
        )}
        <Heading name={name} timeText={timeText} />
        {place && <p className="activity-banner__place">{place}</p>}
        {liveAddress && (
          <a className="block-button block-button--light" href={liveAddress} data-testid="live-button">
            {t(liveButtonLabelKey(startDate, now, timeZone))}
          </a>
        )}
      </div>
    </section>
  )
}
