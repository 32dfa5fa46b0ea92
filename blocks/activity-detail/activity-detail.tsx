import { useEffect, useState, type CSSProperties } from 'react'
import { navigate } from 'vike/client/router'
import type { ActivityDetailBlock, ActivityGuest } from '../../schemas/blocks.gen'
import { useAfterForm, useJumpAction } from '../../runtime/actions'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import blockUiCss from '../../ui/block-ui.css?url'
import { useT } from '../../runtime/i18n'
import { Image } from '../../runtime/media'
import { RichText } from '../../runtime/rich-text'
import { useShellModals } from '../../runtime/shell/modals-context'
import { activityStatus, activityTabs, enrolButton, guestColumns, hasEnded, isLiveNow, liveButtonLabelKey, type ActivityTab } from './rules'
import activityDetailCss from './activity-detail.css?url'

const stylesheets = [blockUiCss, activityDetailCss]
type Review = ActivityDetailBlock['reviews'][number]

/** SPEC §2 Activity detail: the standard layout, or the free rich-text layout by activityShowType. */
export function ActivityDetail(props: ActivityDetailBlock) {
  const now = useNow(props.renderedAt)
  return (
    <article className="activity-detail" data-layout={props.layout}>
      <Stylesheets hrefs={stylesheets} />
      {props.layout === 'free' ? <FreeLayout {...props} /> : <StandardLayout {...props} now={now} />}
      {props.enrol && <EnrolBar enrol={props.enrol} endDate={props.endDate} now={now} />}
    </article>
  )
}

/**
 * The clock of the date rules: the server's render time until the page has hydrated (so a cached page
 * hydrates without a mismatch), then the browser's own clock.
 */
function useNow(renderedAt: number | undefined): Date {
  const [now, setNow] = useState(() => (renderedAt !== undefined ? new Date(renderedAt) : new Date()))
  useEffect(() => setNow(new Date()), [])
  return now
}

function Heading({ name, timeText }: Pick<ActivityDetailBlock, 'name' | 'timeText'>) {
  return (
    <header className="activity-detail__heading">
      <h1>{name}</h1>
      {timeText && <p className="activity-detail__time">{timeText}</p>}
    </header>
  )
}

function FreeLayout({ name, timeText, describe, introduction }: ActivityDetailBlock) {
  return (
    <div className="block-container activity-detail__free">
      <Heading name={name} timeText={timeText} />
      <RichText html={describe ?? introduction ?? ''} />
    </div>
  )
}

function StandardLayout(props: ActivityDetailBlock & { now: Date }) {
  const t = useT()
  const { now, agendas, speakers, reviews } = props
  const comingSoon = !hasEnded(props.endDate, now) && agendas.length === 0
  const tabs = activityTabs({
    hasAgenda: agendas.length > 0,
    agendaComingSoon: comingSoon,
    hasTechBooth: Boolean(props.techBooth),
    hasAttendeeGuide: Boolean(props.attendeeGuide),
    hasSpeakers: speakers.length > 0,
    hasReviews: reviews.length > 0,
  })
  return (
    <>
      <LiveBanner {...props} />
      <div className="block-container activity-detail__body">
        <div className="activity-detail__main">
          <div className="activity-detail__media">
            {props.video ? (
              <video src={props.video} poster={props.cover} controls preload="none" playsInline data-testid="activity-video" />
            ) : (
              props.cover && <Image src={props.cover} alt="" size="list" />
            )}
          </div>
          <TabBar tabs={tabs} />
          {tabs.map((tab) => (
            <section key={tab} id={sectionId(tab)} className="activity-detail__section" data-section={tab}>
              <h2>{t(`events.tab.${tab}`)}</h2>
              {tab === 'introduction' && <RichText html={props.introduction ?? ''} />}
              {tab === 'agenda' && (agendas.length > 0 ? <AgendaList agendas={agendas} /> : <p className="activity-detail__soon">{t('events.agenda.comingSoon')}</p>)}
              {tab === 'techBooth' && <RichText html={props.techBooth ?? ''} />}
              {tab === 'attendeeGuide' && <RichText html={props.attendeeGuide ?? ''} />}
              {tab === 'guests' && <GuestGrid guests={speakers} />}
              {tab === 'reviews' && <ReviewList reviews={reviews} />}
            </section>
          ))}
        </div>
        {agendas.length > 0 && (
          <aside className="activity-detail__timeline" aria-label={t('events.tab.agenda')} data-testid="agenda-timeline">
            <ol>
              {agendas.map((agenda, index) => (
                <li key={index}>
                  {agenda.time && <span className="activity-detail__timeline-time">{agenda.time}</span>}
                  <span>{agenda.title}</span>
                </li>
              ))}
            </ol>
          </aside>
        )}
      </div>
    </>
  )
}

/** Title, time, place, the live-now badge and the live button (SPEC §2). */
function LiveBanner({ name, timeText, place, startDate, endDate, liveAddress, cover, now }: ActivityDetailBlock & { now: Date }) {
  const t = useT()
  const live = isLiveNow(startDate, endDate, now)
  return (
    <section className="activity-detail__banner" data-testid="activity-banner">
      {cover && <Image className="activity-detail__banner-image" src={cover} alt="" size="banner" priority />}
      <div className="block-container activity-detail__banner-content">
        {live && (
          <span className="activity-detail__badge" data-testid="live-badge">
            {t('events.live.now')}
          </span>
        )}
        <Heading name={name} timeText={timeText} />
        {place && <p className="activity-detail__place">{place}</p>}
        {liveAddress && (
          <a className="block-button block-button--light" href={liveAddress} data-testid="live-button">
            {t(liveButtonLabelKey(startDate, now))}
          </a>
        )}
      </div>
    </section>
  )
}

function sectionId(tab: ActivityTab): string {
  return `activity-${tab}`
}

/** Sticky tab bar: a click scrolls to the section; the tab of the section in view is highlighted. */
function TabBar({ tabs }: { tabs: ActivityTab[] }) {
  const t = useT()
  const current = useSectionInView(tabs)
  return (
    <nav className="activity-detail__tabs" aria-label={t('events.tabs.label')} data-testid="activity-tabs">
      {tabs.map((tab) => (
        <a key={tab} href={`#${sectionId(tab)}`} data-tab={tab} aria-current={tab === current ? 'location' : undefined}>
          {t(`events.tab.${tab}`)}
        </a>
      ))}
    </nav>
  )
}

/** The last section whose top has passed the line under the sticky bars (a third of the view). */
function useSectionInView(tabs: ActivityTab[]): ActivityTab {
  const [current, setCurrent] = useState<ActivityTab>(tabs[0] ?? 'introduction')
  const key = tabs.join()
  useEffect(() => {
    const update = () => {
      let seen = tabs[0] ?? 'introduction'
      for (const tab of tabs) {
        const element = document.getElementById(sectionId(tab))
        if (element && element.getBoundingClientRect().top <= window.innerHeight / 3) seen = tab
      }
      setCurrent(seen)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
    // key stands for tabs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return current
}

function AgendaList({ agendas }: { agendas: ActivityDetailBlock['agendas'] }) {
  return (
    <ol className="activity-detail__agenda">
      {agendas.map((agenda, index) => (
        <li key={index}>
          {agenda.time && <span className="activity-detail__agenda-time">{agenda.time}</span>}
          <div>
            <strong>{agenda.title}</strong>
            {agenda.speakers.length > 0 && <p>{agenda.speakers.map((s) => [s.name, s.position].filter(Boolean).join(' · ')).join('；')}</p>}
          </div>
        </li>
      ))}
    </ol>
  )
}

function GuestGrid({ guests }: { guests: ActivityGuest[] }) {
  const columns = guestColumns(guests.length)
  return (
    <ul className="activity-detail__guests" data-columns={columns} style={{ '--guest-columns': columns } as CSSProperties}>
      {guests.map((guest, index) => (
        <li key={index}>
          {guest.avatar && <Image src={guest.avatar} alt="" size="list" />}
          <strong>{guest.name}</strong>
          {guest.position && <span>{guest.position}</span>}
        </li>
      ))}
    </ul>
  )
}

function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="activity-detail__reviews">
      {reviews.map((review) => (
        <li key={review.id} data-testid="activity-review">
          {review.image && <Image src={review.image} alt="" size="list" />}
          <h3>{review.title}</h3>
          {review.desc && <p>{review.desc}</p>}
          {review.jump && <ReviewButton review={review} />}
        </li>
      ))}
    </ul>
  )
}

/**
 * SPEC §4 Review button: a FORM jump opens its form first and the action runs after success; then
 * playType URL navigates to the link and UPLOAD opens the attachment, both through the shared handler.
 */
function ReviewButton({ review }: { review: Review }) {
  const t = useT()
  const run = useJumpAction()
  const afterForm = useAfterForm()
  const jump = review.jump!
  const onClick = () =>
    afterForm(jump, () => {
      if (review.playType === 'UPLOAD') run({ jumpContentType: 'DOCUMENT', attachmentUrl: jump.attachmentUrl })
      else if (review.playType === 'URL') run({ jumpContentType: 'URL', buttonLink: jump.buttonLink })
      else if (jump.jumpContentType !== 'FORM') run(jump)
    })
  return (
    <button type="button" className="block-button block-button--ghost" data-jump={jump.jumpContentType} onClick={onClick}>
      {jump.buttonTitle ?? t('events.review.open')}
    </button>
  )
}

/** SPEC §2: the footer enrol button, only when enrolment is enabled; §4 status, label and click. */
function EnrolBar({ enrol, endDate, now }: { enrol: NonNullable<ActivityDetailBlock['enrol']>; endDate?: string; now: Date }) {
  const t = useT()
  const { openContact } = useShellModals()
  const status = activityStatus(endDate, now)
  const button = enrolButton(status, enrol)
  const onClick = () => {
    if (button.action.kind === 'form') openContact(button.action.formId)
    else if (button.action.kind === 'link') void navigateOrOpen(button.action.url)
  }
  return (
    <div className="activity-detail__enrol" data-testid="enrol-bar">
      <button type="button" className="block-button block-button--primary" data-status={status} disabled={button.disabled} onClick={onClick} data-testid="enrol-button">
        {button.label ?? t(button.labelKey)}
      </button>
    </div>
  )
}

/** thirdLink: a path of this site navigates in place; another site opens in a new tab. */
function navigateOrOpen(url: string): Promise<void> | void {
  if (url.startsWith('/') && !url.startsWith('//')) return navigate(url)
  window.open(url, '_blank', 'noopener,noreferrer')
}
