/**
 * `npm run preview-link -- <path> [--ttl 7d]`: prints a signed, expiring link to a preview (issue 23,
 * SPEC §6), one per site origin (SITE_HOSTS, PUBLIC_PROTOCOL), signed with PREVIEW_SECRET. The link works
 * in any browser, with no cookie, until it expires; `--ttl` is days, hours, minutes or seconds (`12h`),
 * at most 90 days, 7 days when not given.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readConfig } from '../site/server/config'
import { DEFAULT_PREVIEW_TTL_MS, parsePreviewTtl, signedPreviewPath } from '../site/server/preview-link'
import { previewPathWithId, previewRouteOf } from '../site/preview/preview-routes'

const USAGE = 'Usage: npm run preview-link -- <path> [--ttl 7d]   (path: a preview, e.g. /services/1961/preview)'

/** Runs the command with `args` and the environment `env`; returns the exit code. */
export function previewLinkCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void = console.log,
  error: (line: string) => void = console.error,
  now = Date.now(),
): number {
  const ttlAt = args.indexOf('--ttl')
  const ttlText = ttlAt >= 0 ? args[ttlAt + 1] : undefined
  const positional = args.filter((arg, index) => !arg.startsWith('--') && (ttlAt < 0 || index !== ttlAt + 1))
  if (positional.length !== 1 || (ttlAt >= 0 && ttlText === undefined)) {
    error(USAGE)
    return 1
  }
  const given = positional[0]!
  const route = previewRouteOf(given)
  if (!route) {
    error(`"${given}" is not a preview path: it starts with / and ends with /preview (${USAGE.slice(7)})`)
    return 1
  }
  const ttlMs = ttlText === undefined ? DEFAULT_PREVIEW_TTL_MS : parsePreviewTtl(ttlText)
  if (ttlMs === undefined) {
    error(`--ttl "${ttlText}": give days, hours, minutes or seconds (7d, 12h, 30m, 3600s), at most 90 days`)
    return 1
  }
  const config = readConfig(env)
  if (!config.previewSecret) {
    error('PREVIEW_SECRET is not set: set it (16 characters or more) where the site runs, and here')
    return 1
  }
  // The id's canonical spelling: the page redirects any other there, and a link names one path.
  const link = signedPreviewPath(config.previewSecret, previewPathWithId(given, route.id), ttlMs, now)
  log(`Valid until ${new Date(now + ttlMs).toISOString()}:`)
  for (const origin of new Set(Object.values(config.siteOrigins))) log(`${origin}${link}`)
  return 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(previewLinkCommand(process.argv.slice(2), process.env))
}
