import type { SiteSettings } from '../site/settings'
import { DEFAULT_SITE_TIME_ZONE } from '../site/time-zone'
import { asset } from './demo/context'
import { DEFAULT_FORM_ID, GO1688_FORM_ID } from './ids'

/**
 * The demo's site settings: what the server uses for each of DEFAULT_FORM_IDS, GO1688_LOGO and
 * GO1688_PHONES the environment does not set (docs/configuration.md "Configuration"), so `npm start` needs no setup.
 * The forms are the demo's consult forms, the go1688 area's in each site's language; an unknown site mark
 * gets the English site's and the Chinese go1688 form (SPEC §7's one go1688 id). The time zone is
 * SITE_TIME_ZONE's default, the zone the demo writes its dates in when nothing else is set.
 */
export const DEMO_SITE_SETTINGS: SiteSettings = {
  defaultForms: {
    byMark: { cn: DEFAULT_FORM_ID.cn, en: DEFAULT_FORM_ID.en },
    go1688: GO1688_FORM_ID.cn,
    go1688ByMark: { cn: GO1688_FORM_ID.cn, en: GO1688_FORM_ID.en },
    other: DEFAULT_FORM_ID.en,
  },
  go1688: { logo: asset('logo-go1688.svg'), phones: ['400-800-1688', '021-6188-1688'] },
  timeZone: DEFAULT_SITE_TIME_ZONE,
}
