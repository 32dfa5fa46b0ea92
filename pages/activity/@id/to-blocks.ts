import type { Activity, ActivityAgenda, ActivityReview, ActivitySpeaker } from '../../../schemas/api.gen'
import type {
  ActivityReviewsBlock,
  AgendaTimelineBlock,
  EnrolBarBlock,
  GuestGridBlock,
} from '../../../schemas/blocks.gen'
import { dayNumber } from '../../../mapping/backend-date'
import { block, type BlockDescriptor } from '../../../blocks/descriptor'
import { compact, firstFileUrl, text, toBlockJump } from '../../../mapping/from-backend'
import type { Translate } from '../../../site/i18n'

export interface DetailContext {
  /** Epoch ms of this render: "today" of the page's rules, and the blocks' clock until hydration. */
  renderedAt: number
  /** SITE_TIME_ZONE: the zone "today" is read in. */
  timeZone: string
  t: Translate
}

export type ActivityTab = 'introduction' | 'agenda' | 'techBooth' | 'attendeeGuide' | 'guests' | 'reviews'

type Guest = GuestGridBlock['guests'][number]
type Review = ActivityReviewsBlock['reviews'][number]

/**
 * SPEC §2 /activity/{id}: the title and time string, then the standard layout (banner with live-stream
 * info, side agenda timeline, video or cover, sticky tab bar, the sections in tab order) or the free
 * rich-text layout (activityShowType other than STANDARD); the enrol bar when enrolment is enabled.
 */
export function toBlocks(activity: Activity, context: DetailContext): BlockDescriptor[] {
  const body = activity.activityShowType === 'STANDARD' ? standardLayout(activity, context) : freeLayout(activity)
  return activity.enrollStatus ? [...body, block('enrolBar', 'enrol', enrolBar(activity, context.renderedAt))] : body
}

function freeLayout(activity: Activity): BlockDescriptor[] {
  return [
    block(
      'activityBanner',
      'heading',
      compact({ layout: 'heading' as const, name: activity.activityName, timeText: text(activity.activityTimeStr) }),
    ),
    block('richText', 'describe', {
      html: text(activity.activityDescribe) ?? text(activity.activityIntroduction) ?? '',
      section: {},
    }),
  ]
}

function standardLayout(activity: Activity, { renderedAt, timeZone, t }: DetailContext): BlockDescriptor[] {
  const agendas = (activity.activityAgendas ?? []).map(agenda)
  const speakers = guests(activity.activitySpeakers)
  const reviews = (activity.activityReviews ?? []).flatMap(review)
  const techBooth = text(activity.techBooth)
  const attendeeGuide = text(activity.attendeeGuide)
  const tabs = activityTabs({
    hasAgenda: agendas.length > 0,
    agendaComingSoon: agendas.length === 0 && !hasEnded(text(activity.endDate), new Date(renderedAt), timeZone),
    hasTechBooth: techBooth !== undefined,
    hasAttendeeGuide: attendeeGuide !== undefined,
    hasSpeakers: speakers.length > 0,
    hasReviews: reviews.length > 0,
  })
  const section = (tab: ActivityTab) => ({ anchor: `activity-${tab}`, title: t(`events.tab.${tab}`) })
  const sectionOf: Record<ActivityTab, () => BlockDescriptor> = {
    introduction: () =>
      block('richText', 'introduction', {
        html: text(activity.activityIntroduction) ?? '',
        section: section('introduction'),
      }),
    agenda: () =>
      block(
        'agendaTimeline',
        'agenda',
        compact({
          layout: 'list' as const,
          section: section('agenda'),
          items: agendas,
          emptyText: agendas.length === 0 ? t('events.agenda.comingSoon') : undefined,
        }),
      ),
    techBooth: () => block('richText', 'tech-booth', { html: techBooth ?? '', section: section('techBooth') }),
    attendeeGuide: () =>
      block('richText', 'attendee-guide', { html: attendeeGuide ?? '', section: section('attendeeGuide') }),
    guests: () => block('guestGrid', 'guests', { section: section('guests'), guests: speakers }),
    reviews: () => block('activityReviews', 'reviews', { section: section('reviews'), reviews }),
  }
  const cover = firstFileUrl(activity.coverMaterial)
  const video = firstFileUrl(activity.videoMaterial)
  return [
    block(
      'activityBanner',
      'banner',
      compact({
        layout: 'banner' as const,
        name: activity.activityName,
        timeText: text(activity.activityTimeStr),
        place: text(activity.activityPlace),
        cover,
        liveAddress: text(activity.liveAddress),
        startDate: text(activity.startDate),
        endDate: text(activity.endDate),
        renderedAt,
      }),
    ),
    // SPEC §2: the side agenda timeline shows only when agendas exist.
    ...(agendas.length > 0
      ? [block('agendaTimeline', 'timeline', { layout: 'side', label: t('events.tab.agenda'), items: agendas })]
      : []),
    // SPEC §2: a video if one exists, otherwise a cover image.
    ...(video || cover ? [block('featuredMedia', 'media', compact({ video, image: cover }))] : []),
    block('sectionNav', 'tabs', {
      label: t('events.tabs.label'),
      items: tabs.map((tab) => ({ anchor: `activity-${tab}`, label: t(`events.tab.${tab}`) })),
    }),
    ...tabs.map((tab) => sectionOf[tab]()),
  ]
}

export interface TabContent {
  hasAgenda: boolean
  hasTechBooth: boolean
  hasAttendeeGuide: boolean
  hasSpeakers: boolean
  hasReviews: boolean
  /** The agenda tab also shows, with 精彩议程，敬请期待, while the event has not ended and has no agenda. */
  agendaComingSoon: boolean
}

/**
 * SPEC §2: introduction; agenda (if any); tech booth (if filled); attendee guide (if filled); guests (if
 * any speakers); reviews (if any). The sections follow the tabs in the same order.
 */
export function activityTabs(content: TabContent): ActivityTab[] {
  return [
    'introduction' as const,
    ...(content.hasAgenda || content.agendaComingSoon ? (['agenda'] as const) : []),
    ...(content.hasTechBooth ? (['techBooth'] as const) : []),
    ...(content.hasAttendeeGuide ? (['attendeeGuide'] as const) : []),
    ...(content.hasSpeakers ? (['guests'] as const) : []),
    ...(content.hasReviews ? (['reviews'] as const) : []),
  ]
}

/**
 * Whether the event has ended (its end day is before today, in the site's time zone): "精彩议程，敬请期待"
 * shows only before that.
 */
export function hasEnded(endDate: string | undefined, today: Date, timeZone: string): boolean {
  const end = dayNumber(endDate, timeZone)
  return end !== undefined && end < dayNumber(today, timeZone)!
}

function agenda(item: ActivityAgenda): AgendaTimelineBlock['items'][number] {
  return compact({ time: text(item.agendaStr), title: text(item.title), speakers: guests(item.activitySpeaker) })
}

function guests(speakers: ActivitySpeaker[] | null | undefined): Guest[] {
  return (speakers ?? []).flatMap((speaker) => {
    const name = text(speaker.name)
    return name ? [compact({ name, position: text(speaker.position), avatar: text(speaker.avatar) })] : []
  })
}

/** A review item; one without a title cannot show. */
function review(item: ActivityReview, index: number): Review[] {
  const title = text(item.title)
  if (!title) return []
  const jump = toBlockJump(item.jumpBO)
  const playType = item.playType === 'URL' || item.playType === 'UPLOAD' ? item.playType : undefined
  return [
    compact({
      id: item.id ?? index + 1,
      title,
      desc: text(item.description),
      image: firstFileUrl(item.coverMaterial),
      playType,
      jump,
    }),
  ]
}

/** SPEC §3: enrollTypeDict FORM (with enrollDetail.id) or anything else (thirdLink). */
function enrolBar(activity: Activity, renderedAt: number): EnrolBarBlock {
  return compact({
    type: activity.enrollTypeDict === 'FORM' ? ('FORM' as const) : ('LINK' as const),
    formId: activity.enrollDetail?.id ?? undefined,
    thirdLink: text(activity.thirdLink),
    buttonTitle: text(activity.enrollButtonTitle),
    endDate: text(activity.endDate),
    renderedAt,
  })
}
