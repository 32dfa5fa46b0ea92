import { describe, expect, it } from 'vitest'
import { dayNumber, parseDateTime } from '../../mapping/backend-date'
import {
  DEFAULT_SITE_TIME_ZONE,
  dayAround,
  dayNumberAt,
  instantOfWallTime,
  parseTimeZone,
  wallTimeOf,
} from '../../site/time-zone'

const wall = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
})

describe('SITE_TIME_ZONE names', () => {
  it('defaults to the zone of the backend dates and accepts IANA names in their canonical spelling', () => {
    expect(DEFAULT_SITE_TIME_ZONE).toBe('Asia/Shanghai')
    expect(parseTimeZone('Asia/Shanghai')).toBe('Asia/Shanghai')
    expect(parseTimeZone(' asia/shanghai ')).toBe('Asia/Shanghai')
    expect(parseTimeZone('UTC')).toBe('UTC')
    expect(parseTimeZone('Pacific/Kiritimati')).toBe('Pacific/Kiritimati')
    expect(parseTimeZone('Etc/GMT+12')).toBe('Etc/GMT+12')
    // A link may come back as the name it links to (America/Buenos_Aires).
    expect(parseTimeZone('America/Argentina/Buenos_Aires')).toMatch(/^America\/(Argentina\/)?Buenos_Aires$/)
  })
  it.each(['', 'Mars/Olympus_Mons', 'CST+8', '+08:00', 'Asia/Shanghai;rm', '../etc/passwd'])(
    'refuses %j clearly',
    (name) => {
      expect(() => parseTimeZone(name)).toThrow(/SITE_TIME_ZONE: ".*" is not an IANA time zone/)
    },
  )
})

describe("the site zone's calendar", () => {
  it.each([
    // 2026-05-17 16:00 UTC is midnight in Shanghai (UTC+8, no daylight saving).
    ['Asia/Shanghai', Date.UTC(2026, 4, 17, 15, 59, 59), 20260517],
    ['Asia/Shanghai', Date.UTC(2026, 4, 17, 16, 0, 0), 20260518],
    // Kiritimati is UTC+14, Pago Pago UTC−11: the same instant, two dates apart from each other's side.
    ['Pacific/Kiritimati', Date.UTC(2026, 4, 17, 10, 0, 0), 20260518],
    ['Pacific/Pago_Pago', Date.UTC(2026, 4, 17, 10, 0, 0), 20260516],
    ['Etc/GMT+12', Date.UTC(2026, 4, 17, 11, 59, 59), 20260516],
    ['Etc/GMT+12', Date.UTC(2026, 4, 17, 12, 0, 0), 20260517],
    // Auckland in its summer (UTC+13) and Los Angeles in its (UTC−7).
    ['Pacific/Auckland', Date.UTC(2026, 0, 17, 11, 0, 0), 20260118],
    ['America/Los_Angeles', Date.UTC(2026, 6, 1, 6, 59, 59), 20260630],
    ['America/Los_Angeles', Date.UTC(2026, 6, 1, 7, 0, 0), 20260701],
  ])('in %s the instant %s is on day %s', (zone, instant, day) => {
    expect(dayNumberAt(instant, zone)).toBe(day)
    expect(dayNumber(new Date(instant), zone)).toBe(day)
  })

  it('reads the wall clock to the second, on a 24-hour clock', () => {
    expect(wallTimeOf(Date.UTC(2026, 11, 31, 16, 0, 5), 'Asia/Shanghai')).toEqual(wall(2027, 1, 1, 0, 0, 5))
    expect(wallTimeOf(Date.UTC(2026, 11, 31, 15, 59, 59), 'Asia/Shanghai')).toEqual(wall(2026, 12, 31, 23, 59, 59))
  })

  it('the day of a backend date is its written day, whatever the zone', () => {
    expect(dayNumber('2026-05-18 23:59:00', 'Pacific/Kiritimati')).toBe(20260518)
    expect(dayNumber('2026-05-18', 'Etc/GMT+12')).toBe(20260518)
    expect(dayNumber('18/05/2026', 'Asia/Shanghai')).toBeUndefined()
    expect(dayNumber(undefined, 'Asia/Shanghai')).toBeUndefined()
  })
})

describe('backend dates are wall times of the site zone', () => {
  it("names the instant of the site zone's wall time, not of the process's", () => {
    expect(parseDateTime('2026-05-18 00:00:00', 'Asia/Shanghai')?.getTime()).toBe(Date.UTC(2026, 4, 17, 16))
    expect(parseDateTime('2026-05-18 09:30:15', 'Asia/Shanghai')?.getTime()).toBe(Date.UTC(2026, 4, 18, 1, 30, 15))
    expect(parseDateTime('2026-05-18T09:30', 'UTC')?.getTime()).toBe(Date.UTC(2026, 4, 18, 9, 30))
    expect(parseDateTime('2026-05-18', 'America/Los_Angeles')?.getTime()).toBe(Date.UTC(2026, 4, 18, 7))
    expect(parseDateTime('2026-05-18 00:00:00', 'Pacific/Kiritimati')?.getTime()).toBe(Date.UTC(2026, 4, 17, 10))
    expect(parseDateTime('soon', 'Asia/Shanghai')).toBeUndefined()
    expect(parseDateTime(undefined, 'Asia/Shanghai')).toBeUndefined()
  })

  it.each([
    ['Asia/Shanghai', [Date.UTC(2026, 4, 17)]],
    ['America/Los_Angeles', [Date.UTC(2026, 2, 8), Date.UTC(2026, 10, 1)]],
    ['Pacific/Auckland', [Date.UTC(2026, 3, 4), Date.UTC(2026, 8, 26)]],
    ['Europe/London', [Date.UTC(2026, 2, 29), Date.UTC(2026, 9, 25)]],
  ] as const)(
    'round-trips every quarter hour through the wall clock in %s, across its daylight-saving changes',
    (zone, days) => {
      for (const from of days) {
        for (let instant = from - 86_400_000; instant < from + 2 * 86_400_000; instant += 900_000) {
          const reading = wallTimeOf(instant, zone)
          const back = instantOfWallTime(reading, zone)
          // A repeated hour reads back as its first occurrence; every other instant as itself.
          expect(wallTimeOf(back, zone)).toEqual(reading)
          expect(back <= instant && instant - back <= 3_600_000).toBe(true)
        }
      }
    },
  )

  it('takes the first of a repeated hour and moves a skipped one forward by the gap', () => {
    // New York falls back on 2026-11-01 (01:00–02:00 twice) and springs forward on 2026-03-08 (02:00–03:00 skipped).
    expect(instantOfWallTime(wall(2026, 11, 1, 1, 30), 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 5, 30))
    expect(instantOfWallTime(wall(2026, 3, 8, 2, 30), 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 30))
    expect(instantOfWallTime(wall(2026, 3, 8, 1, 30), 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 6, 30))
    expect(instantOfWallTime(wall(2026, 3, 8, 3, 30), 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 30))
    // Auckland's midnight after its autumn change is 12 hours ahead of UTC, the one before 13.
    expect(instantOfWallTime(wall(2026, 4, 5), 'Pacific/Auckland')).toBe(Date.UTC(2026, 3, 4, 11))
    expect(instantOfWallTime(wall(2026, 4, 6), 'Pacific/Auckland')).toBe(Date.UTC(2026, 3, 5, 12))
  })

  it('rolls out-of-range fields over as Date.UTC does (the day after the 31st)', () => {
    expect(instantOfWallTime(wall(2026, 12, 32), 'Asia/Shanghai')).toBe(Date.UTC(2026, 11, 31, 16))
  })
})

describe('the zone offsets kept per quarter hour read as the platform reads the clock', () => {
  /** The clock as the platform reads it, with a formatter of its own (not the module's). */
  const platformClock = (timeZone: string) => {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    return (instant: number) => {
      const parts = Object.fromEntries(
        format
          .formatToParts(instant)
          .filter((part) => part.type !== 'literal')
          .map((part) => [part.type, Number(part.value)]),
      ) as Record<string, number>
      const { year, month, day, hour, minute, second } = parts
      return { year, month, day, hour, minute, second }
    }
  }

  // Transitions of whole hours, of half an hour (Lord Howe) and zones a quarter hour off the hour.
  it.each(['America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham'])(
    '%s: every 37 min 13 s through a year, transitions included',
    (timeZone) => {
      const platform = platformClock(timeZone)
      const from = Date.UTC(2026, 0, 1)
      for (let instant = from; instant < from + 366 * 86_400_000; instant += 2_233_000) {
        const expected = platform(instant)
        const actual = wallTimeOf(instant, timeZone)
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          expect(actual, `${timeZone} at ${new Date(instant).toISOString()}`).toEqual(expected)
        }
      }
    },
  )
})

describe("the span of the site zone's day around an instant (ui/clock-hold.ts)", () => {
  it.each([
    // Shanghai: 16:00 UTC to 16:00 UTC.
    ['Asia/Shanghai', Date.UTC(2026, 4, 18, 4), Date.UTC(2026, 4, 17, 16), Date.UTC(2026, 4, 18, 16)],
    ['Asia/Shanghai', Date.UTC(2026, 4, 17, 16), Date.UTC(2026, 4, 17, 16), Date.UTC(2026, 4, 18, 16)],
    // Berlin's spring change (29 March 2026, 02:00 → 03:00): a day of 23 hours, from UTC+1 to UTC+2.
    ['Europe/Berlin', Date.UTC(2026, 2, 29, 12), Date.UTC(2026, 2, 28, 23), Date.UTC(2026, 2, 29, 22)],
    // Los Angeles' autumn change (1 November 2026): a day of 25 hours, from UTC−7 to UTC−8.
    ['America/Los_Angeles', Date.UTC(2026, 10, 1, 20), Date.UTC(2026, 10, 1, 7), Date.UTC(2026, 10, 2, 8)],
  ])('in %s the day around %s is [%s, %s)', (zone, instant, from, until) => {
    expect(dayAround(instant, zone)).toEqual({ from, until })
  })
})
