import { describe, expect, it } from 'vitest'
import { reviewAction } from '../../blocks/activity-reviews/review-action'
import { isLiveNow, liveButtonLabelKey } from '../../blocks/activity-banner/live'
import { activityStatus, enrolButton } from '../../blocks/enrol-bar/status'
import { guestColumns } from '../../blocks/guest-grid/columns'
import { activityTabs, hasEnded } from '../../pages/activity/@id/to-blocks'

// "Today" is injected: 2026-05-18 at 12:00 in the site's time zone (whatever the process's zone is).
// Nothing in the rules reads the clock.
const zone = 'Asia/Shanghai'
const today = new Date(Date.UTC(2026, 4, 18, 4, 0, 0))

describe('SPEC §4 Activity status (taken literally, by decision)', () => {
  // SPEC §4: "ALREADY_OVER if the end date is after today by day comparison, else ALREADY_STARTED".
  it.each([
    ['end date after today (tomorrow)', '2026-05-19 09:00:00', 'ALREADY_OVER'],
    ['end date after today (next year)', '2027-01-01 00:00:00', 'ALREADY_OVER'],
    ['end date today, later in the day', '2026-05-18 23:59:00', 'ALREADY_STARTED'],
    ['end date today, earlier in the day (day comparison, not time)', '2026-05-18 08:00:00', 'ALREADY_STARTED'],
    ['end date before today', '2026-05-17 18:00:00', 'ALREADY_STARTED'],
    ['no end date', undefined, 'ALREADY_STARTED'],
  ] as const)('%s → %s', (_case, endDate, expected) => {
    expect(activityStatus(endDate, today, zone)).toBe(expected)
  })
})

describe('SPEC §4 enrol button: labels, enabled state, enrollButtonTitle, the jump target of the click', () => {
  it('ALREADY_STARTED is labelled offline attendance and enabled; a FORM enrolment opens its form', () => {
    expect(enrolButton('ALREADY_STARTED', { type: 'FORM', formId: 1004 })).toEqual({
      labelKey: 'events.enrol.offline',
      disabled: false,
      jump: { jumpContentType: 'FORM', formBOId: 1004 },
    })
  })
  it('ALREADY_OVER is labelled already ended, disabled, and its click does nothing', () => {
    expect(enrolButton('ALREADY_OVER', { type: 'FORM', formId: 1004, thirdLink: 'https://x.example' })).toEqual({
      labelKey: 'events.enrol.over',
      disabled: true,
    })
  })
  it('enrollButtonTitle overrides the label in both states', () => {
    expect(enrolButton('ALREADY_STARTED', { type: 'LINK', buttonTitle: 'Register now' }).label).toBe('Register now')
    expect(enrolButton('ALREADY_OVER', { type: 'LINK', buttonTitle: 'Register now' }).label).toBe('Register now')
  })
  it('a started non-FORM enrolment links to thirdLink; without one it does nothing', () => {
    expect(enrolButton('ALREADY_STARTED', { type: 'LINK', thirdLink: '/activity' }).jump).toEqual({
      jumpContentType: 'URL',
      buttonLink: '/activity',
    })
    expect(enrolButton('ALREADY_STARTED', { type: 'LINK' }).jump).toBeUndefined()
    expect(enrolButton('ALREADY_STARTED', { type: 'FORM', thirdLink: '/activity' }).jump).toEqual({
      jumpContentType: 'URL',
      buttonLink: '/activity',
    })
  })
})

describe('SPEC §2 live badge and live button', () => {
  it.each([
    ['today between start and end', '2026-05-17 09:00:00', '2026-05-19 18:00:00', true],
    ['starts today', '2026-05-18 20:00:00', '2026-05-18 22:00:00', true],
    ['ended yesterday', '2026-05-16 09:00:00', '2026-05-17 18:00:00', false],
    ['starts tomorrow', '2026-05-19 09:00:00', '2026-05-19 18:00:00', false],
  ] as const)('badge: %s → %s', (_case, start, end, expected) => {
    expect(isLiveNow(start, end, today, zone)).toBe(expected)
  })
  it('reads reserve live while the start is ahead, otherwise go to live room', () => {
    expect(liveButtonLabelKey('2026-05-18 13:00:00', today, zone)).toBe('events.live.reserve')
    expect(liveButtonLabelKey('2026-05-18 11:00:00', today, zone)).toBe('events.live.enter')
    expect(liveButtonLabelKey('2026-05-10 11:00:00', today, zone)).toBe('events.live.enter')
  })
  it('an event has ended once its end day is before today', () => {
    expect(hasEnded('2026-05-17 23:00:00', today, zone)).toBe(true)
    expect(hasEnded('2026-05-18 08:00:00', today, zone)).toBe(false)
  })
})

describe("the rules read today and now in the site's time zone, not the process's or the visitor's", () => {
  // 00:30 on 2026-05-18 in Shanghai is still 2026-05-17 in UTC and in Los Angeles.
  const justAfterMidnight = new Date(Date.UTC(2026, 4, 17, 16, 30))
  // 23:30 on 2026-05-18 in Shanghai is already 2026-05-19 at Kiritimati (UTC+14).
  const justBeforeMidnight = new Date(Date.UTC(2026, 4, 18, 15, 30))

  it.each([justAfterMidnight, justBeforeMidnight])('an event of 2026-05-18 is live at %s', (now) => {
    expect(isLiveNow('2026-05-18 00:00:00', '2026-05-18 23:59:00', now, zone)).toBe(true)
    expect(liveButtonLabelKey('2026-05-18 00:00:00', now, zone)).toBe('events.live.enter')
    expect(activityStatus('2026-05-18 23:59:00', now, zone)).toBe('ALREADY_STARTED')
    expect(hasEnded('2026-05-18 23:59:00', now, zone)).toBe(false)
  })

  it('another site zone moves the day and the start instant with it', () => {
    expect(isLiveNow('2026-05-18 00:00:00', '2026-05-18 23:59:00', justAfterMidnight, 'America/Los_Angeles')).toBe(
      false,
    )
    expect(activityStatus('2026-05-18 23:59:00', justAfterMidnight, 'America/Los_Angeles')).toBe('ALREADY_OVER')
    // 09:30 on 2026-05-17 in Los Angeles: an event starting there at 10:00 is still ahead.
    expect(liveButtonLabelKey('2026-05-17 10:00:00', justAfterMidnight, 'America/Los_Angeles')).toBe(
      'events.live.reserve',
    )
    expect(liveButtonLabelKey('2026-05-17 10:00:00', justAfterMidnight, zone)).toBe('events.live.enter')
  })
})

describe('SPEC §2 tabs and guest columns', () => {
  const none = {
    hasAgenda: false,
    agendaComingSoon: false,
    hasTechBooth: false,
    hasAttendeeGuide: false,
    hasSpeakers: false,
    hasReviews: false,
  }
  it.each([
    ['only the introduction', none, ['introduction']],
    [
      'everything, in SPEC order',
      {
        hasAgenda: true,
        agendaComingSoon: false,
        hasTechBooth: true,
        hasAttendeeGuide: true,
        hasSpeakers: true,
        hasReviews: true,
      },
      ['introduction', 'agenda', 'techBooth', 'attendeeGuide', 'guests', 'reviews'],
    ],
    [
      'no agenda yet, not over: the agenda tab carries 精彩议程，敬请期待',
      { ...none, agendaComingSoon: true },
      ['introduction', 'agenda'],
    ],
    [
      'speakers and reviews only',
      { ...none, hasSpeakers: true, hasReviews: true },
      ['introduction', 'guests', 'reviews'],
    ],
  ] as const)('%s', (_case, content, expected) => {
    expect(activityTabs(content)).toEqual(expected)
  })
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [7, 3],
  ])('%i guests → %i columns', (count, columns) => {
    expect(guestColumns(count)).toBe(columns)
  })
})

describe('SPEC §4 Review button: the action after the form', () => {
  const form = { jumpContentType: 'FORM', buttonLink: '/media', attachmentUrl: '/slides.pdf', formBOId: 1005 } as const
  it.each([
    [
      'playType URL navigates to the link',
      { id: 1, title: 'R', playType: 'URL', jump: form },
      { jumpContentType: 'URL', buttonLink: '/media' },
    ],
    [
      'playType UPLOAD opens the attachment',
      { id: 1, title: 'R', playType: 'UPLOAD', jump: form },
      { jumpContentType: 'DOCUMENT', attachmentUrl: '/slides.pdf' },
    ],
    ['no playType: a FORM jump has nothing left to run', { id: 1, title: 'R', jump: form }, undefined],
    [
      'no playType: any other jump runs itself',
      { id: 1, title: 'R', jump: { jumpContentType: 'VIDEO', attachmentUrl: '/v.mp4' } },
      { jumpContentType: 'VIDEO', attachmentUrl: '/v.mp4' },
    ],
    ['no jump, no action', { id: 1, title: 'R', playType: 'URL' }, undefined],
  ] as const)('%s', (_case, review, expected) => {
    expect(reviewAction(review)).toEqual(expected)
  })
})
