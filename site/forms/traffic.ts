import type { TrafficAccess } from './submission'

/**
 * The visitor's traffic details sent with every enquiry (SPEC §3 trafficAccessReq): the Baidu click id
 * (`bd_vid`) of the landing URL, extension info, the device type, a device id remembered in this browser,
 * and the page URL.
 *
 * Decisions where SPEC is silent: the device type is MOBILE below the 768 px breakpoint (SPEC §9) or on a
 * phone/tablet user agent, PC otherwise; extension info is the referring page, when there is one.
 */
export const DEVICE_ID_KEY = 'enquiry.deviceId'

export interface TrafficEnvironment {
  href: string
  referrer: string
  userAgent: string
  viewportWidth: number
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  randomId: () => string
}

export function trafficAccess(env: TrafficEnvironment): TrafficAccess {
  const url = new URL(env.href)
  return {
    bdVid: url.searchParams.get('bd_vid')?.trim() || null,
    extInfo: env.referrer || null,
    deviceType: isMobileDevice(env.userAgent, env.viewportWidth) ? 'MOBILE' : 'PC',
    deviceId: rememberedDeviceId(env.storage, env.randomId),
    pageUrl: env.href,
  }
}

export function isMobileDevice(userAgent: string, viewportWidth: number): boolean {
  return viewportWidth < 768 || /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)
}

/** iPhone and iPad, including iPadOS that reports itself as a Mac with touch (SPEC §4 large-file toast). */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)
}

function rememberedDeviceId(storage: TrafficEnvironment['storage'], randomId: () => string): string {
  try {
    const known = storage?.getItem(DEVICE_ID_KEY)
    if (known) return known
    const id = randomId()
    storage?.setItem(DEVICE_ID_KEY, id)
    return id
  } catch {
    // Storage refused (private mode, disabled cookies): the id lives for this page only.
    return randomId()
  }
}

/** The environment of the current page (browser only). */
export function browserTrafficAccess(): TrafficAccess {
  let storage: Storage | null = null
  try {
    storage = window.localStorage
  } catch {
    storage = null
  }
  return trafficAccess({
    href: window.location.href,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    viewportWidth: window.innerWidth,
    storage,
    randomId: randomDeviceId,
  })
}

function randomDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
