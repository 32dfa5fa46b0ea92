import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'

/** Debian's Chromium, or the one CHROMIUM_PATH names (`npx playwright install` cannot run here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Debian's `chromium-headless-shell`: the same Blink and Skia as `chromium`, without the desktop browser. */
export const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell'

/**
 * The browser the tests drive: the one CHROMIUM_PATH names, else the headless shell where it is installed
 * (the browser tests take about a third less time with it; docs/testing.md "Browser tests"), else `chromium`.
 * Figures a visitor would see (the bench) come from `chromiumPath`.
 */
export const testBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath)

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

/**
 * A fresh browser (playwright gives each launch its own temporary user-data-dir) at `executablePath`
 * (default: the tests' browser), with `extraFlags` if given.
 */
export function launchChromium(
  extraFlags: readonly string[] = [],
  executablePath: string = testBrowserPath,
): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...chromiumFlags, ...extraFlags] })
}

/**
 * Keeps the headless shell's phantom pointer from the pages of `context`. The shell sends each new renderer
 * process's first document a trusted `pointerover` (with its enter, move and mouse twins) at (0, 0), with no
 * button and no movement, about half a second into the load, though nothing moved: the point lies on the
 * header, whose island wakes on a pointer, so a page would load React before any visitor reached for it.
 * `chromium` sends no such event. An event a test makes (`page.mouse`, `hover`, `click`) lands on an
 * element's centre, never at (0, 0) without movement, and passes.
 */
export async function ignorePhantomPointer(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    for (const type of ['pointerover', 'pointerenter', 'pointermove', 'mouseover', 'mouseenter', 'mousemove']) {
      window.addEventListener(
        type,
        (event) => {
          const pointer = event as MouseEvent
          const phantom =
            pointer.isTrusted &&
            pointer.clientX === 0 &&
            pointer.clientY === 0 &&
            pointer.buttons === 0 &&
            pointer.movementX === 0 &&
            pointer.movementY === 0
          if (phantom) event.stopImmediatePropagation()
        },
        { capture: true },
      )
    }
  })
}
