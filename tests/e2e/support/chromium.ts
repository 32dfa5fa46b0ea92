import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium, or the one CHROMIUM_PATH names (`npx playwright install` cannot run here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags for Debian's Chromium on a machine without internet (also used by the benchmark's Lighthouse). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A fresh Chromium (playwright gives each launch its own temporary user-data-dir), with `extraFlags` if given. */
export function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...extraFlags] })
}
