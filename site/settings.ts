/**
 * What a deployment decides that is neither the CMS's content nor code: which form the consult buttons
 * open, the go1688 area's own logo and phone numbers (SPEC §2 /go1688, §7 default form), and the site's
 * time zone. The server reads them from the environment (docs/configuration.md "Configuration": DEFAULT_FORM_IDS,
 * GO1688_LOGO, GO1688_PHONES, SITE_TIME_ZONE); what is not set comes from the embedded content's demo
 * settings, except the time zone, which has its own default. They reach the browser in the page context
 * (`siteSettings`).
 */
export interface SiteSettings {
  defaultForms: DefaultFormConfig
  go1688: Go1688Settings
  /** SITE_TIME_ZONE: the zone "today" and "now" are read in, on the server and in the browser (time-zone.ts). */
  timeZone: string
}

/**
 * The forms the generic "consult" buttons open (SPEC §7: "The default form id depends on language and on
 * the supplier path"): paths under /go1688 use `go1688`, or the site mark's own go1688 form where
 * `go1688ByMark` names one (an area whose form exists in each language); other paths use the form of the
 * site's mark (`Site.mark`), and a mark not listed uses `other`. The ids must name forms the backend
 * serves (`GET /api/internal/form/{id}`).
 */
export interface DefaultFormConfig {
  byMark: Readonly<Record<string, number>>
  go1688: number
  go1688ByMark: Readonly<Record<string, number>>
  other: number
}

/** The go1688 area's header: its logo (an image URL) and its service phone numbers. */
export interface Go1688Settings {
  logo: string
  phones: readonly string[]
}

/** The settings the environment gives; each one left out is taken from the defaults (the time zone always has one). */
export interface SiteSettingsOverrides {
  timeZone: string
  defaultForms?: DefaultFormConfig
  go1688Logo?: string
  go1688Phones?: readonly string[]
}

/** The settings when the environment gives every one of them (no defaults needed), else undefined. */
export function completeSiteSettings({
  timeZone,
  defaultForms,
  go1688Logo,
  go1688Phones,
}: SiteSettingsOverrides): SiteSettings | undefined {
  if (defaultForms === undefined || go1688Logo === undefined || go1688Phones === undefined) return undefined
  return { defaultForms, go1688: { logo: go1688Logo, phones: go1688Phones }, timeZone }
}

export function resolveSiteSettings(
  overrides: SiteSettingsOverrides,
  defaults: Omit<SiteSettings, 'timeZone'>,
): SiteSettings {
  return {
    timeZone: overrides.timeZone,
    defaultForms: overrides.defaultForms ?? defaults.defaultForms,
    go1688: {
      logo: overrides.go1688Logo ?? defaults.go1688.logo,
      phones: overrides.go1688Phones ?? defaults.go1688.phones,
    },
  }
}

/**
 * DEFAULT_FORM_IDS: `mark=id` pairs (`cn=1,en=2`), plus `go1688=id` for the supplier area, `go1688.mark=id`
 * for one site's supplier area (`go1688.en=4`), and `other=id` for a site mark not listed. Without `other`,
 * an unlisted mark gets the first listed site's form; without `go1688`, the area gets `other`'s.
 */
export function parseDefaultFormIds(value: string): DefaultFormConfig {
  // Entries, not assignments: a mark named "__proto__" is then a key like any other.
  const byMark: Array<[string, number]> = []
  const go1688ByMark: Array<[string, number]> = []
  let go1688: number | undefined
  let other: number | undefined
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^((?:go1688\.)?[A-Za-z0-9_-]+)\s*=\s*(\d+)$/.exec(entry)
    const id = match ? Number(match[2]) : NaN
    if (!match || !Number.isSafeInteger(id) || id < 1) {
      throw new Error(
        `DEFAULT_FORM_IDS: "${entry}" is not "mark=id" or "go1688.mark=id" with a whole form id ≥ 1 (e.g. "cn=1,en=2,go1688=3")`,
      )
    }
    if (match[1] === 'go1688') go1688 = id
    else if (match[1].startsWith('go1688.')) go1688ByMark.push([match[1].slice('go1688.'.length), id])
    else if (match[1] === 'other') other = id
    else byMark.push([match[1], id])
  }
  const fallback = other ?? byMark[0]?.[1]
  if (fallback === undefined)
    throw new Error(`DEFAULT_FORM_IDS: "${value}" names no site's form (e.g. "cn=1,en=2,go1688=3")`)
  return {
    byMark: Object.fromEntries(byMark),
    go1688: go1688 ?? fallback,
    go1688ByMark: Object.fromEntries(go1688ByMark),
    other: fallback,
  }
}

/** GO1688_PHONES: comma-separated phone numbers, as shown (`400-100-2000,+86 21 6000 0000`). */
export function parsePhones(value: string): string[] {
  const phones = value
    .split(',')
    .map((phone) => phone.trim())
    .filter(Boolean)
  for (const phone of phones) {
    if (!/^\+?[\d\s()-]+$/.test(phone) || !/\d/.test(phone))
      throw new Error(
        `GO1688_PHONES: "${phone}" is not a phone number (digits, spaces, "-", "(", ")" and a leading "+")`,
      )
  }
  return phones
}

/** GO1688_LOGO: an image path on this site (`/files/logo.svg`) or an http(s) URL. */
export function parseImageUrl(name: string, value: string): string {
  const trimmed = value.trim()
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed
  try {
    const url = new URL(trimmed)
    if (url.protocol === 'http:' || url.protocol === 'https:') return trimmed
  } catch {
    // reported below
  }
  throw new Error(`${name}: "${trimmed}" is neither a path on this site ("/logo.svg") nor an http(s) URL`)
}
