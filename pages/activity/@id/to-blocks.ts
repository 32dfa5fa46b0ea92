import type { Activity, ActivityAgenda, ActivityReview, ActivitySpeaker } from '../../../schemas/api.gen'
import type { ActivityDetailBlock, ActivityGuest } from '../../../schemas/blocks.gen'
import { block, type BlockDescriptor } from '../../../runtime/blocks/descriptor'
import { compact, firstFileUrl, text, toBlockJump } from '../../../mapping/from-backend'

/** SPEC §2 /activity/{id}: one activity detail block (its rules: blocks/activity-detail/rules.ts). */
export function toBlocks(activity: Activity, renderedAt: number): BlockDescriptor[] {
  return [block('activityDetail', `activity-${activity.id}`, activityDetail(activity, renderedAt))]
}

export function activityDetail(activity: Activity, renderedAt: number): ActivityDetailBlock {
  return compact({
    id: activity.id,
    renderedAt,
    name: activity.activityName,
    timeText: text(activity.activityTimeStr),
    startDate: text(activity.startDate),
    endDate: text(activity.endDate),
    // CONTRACT.md: STANDARD, anything else is the free rich-text layout.
    layout: activity.activityShowType === 'STANDARD' ? ('standard' as const) : ('free' as const),
    describe: text(activity.activityDescribe),
    introduction: text(activity.activityIntroduction),
    techBooth: text(activity.techBooth),
    attendeeGuide: text(activity.attendeeGuide),
    liveAddress: text(activity.liveAddress),
    cover: firstFileUrl(activity.coverMaterial),
    video: firstFileUrl(activity.videoMaterial),
    place: text(activity.activityPlace),
    agendas: (activity.activityAgendas ?? []).map(agenda),
    speakers: guests(activity.activitySpeakers),
    reviews: (activity.activityReviews ?? []).flatMap(review),
    enrol: activity.enrollStatus ? enrol(activity) : undefined,
  })
}

function agenda(item: ActivityAgenda): ActivityDetailBlock['agendas'][number] {
  return compact({ time: text(item.agendaStr), title: text(item.title), speakers: guests(item.activitySpeaker) })
}

function guests(speakers: ActivitySpeaker[] | null | undefined): ActivityGuest[] {
  return (speakers ?? []).flatMap((speaker) => {
    const name = text(speaker.name)
    return name ? [compact({ name, position: text(speaker.position), avatar: text(speaker.avatar) })] : []
  })
}

/** A review item; one without a title cannot show. A formBO without a FORM jump still gates the action. */
function review(item: ActivityReview, index: number): ActivityDetailBlock['reviews'] {
  const title = text(item.title)
  if (!title) return []
  const jump = toBlockJump(item.jumpBO)
  const playType = item.playType === 'URL' || item.playType === 'UPLOAD' ? item.playType : undefined
  return [compact({ id: item.id ?? index + 1, title, desc: text(item.description), image: firstFileUrl(item.coverMaterial), playType, jump })]
}

/** SPEC §3: enrollTypeDict FORM (with enrollDetail.id) or anything else (thirdLink). */
function enrol(activity: Activity): NonNullable<ActivityDetailBlock['enrol']> {
  return compact({
    type: activity.enrollTypeDict === 'FORM' ? ('FORM' as const) : ('LINK' as const),
    formId: activity.enrollDetail?.id ?? undefined,
    thirdLink: text(activity.thirdLink),
    buttonTitle: text(activity.enrollButtonTitle),
  })
}
