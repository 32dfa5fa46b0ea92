import type { Page } from 'playwright-core'

/** The block workbench's status element: its state, render count and error count as data attributes. */
export const WORKBENCH_STATUS = '[data-testid="workbench-status"]'

/** The preview frame, where the server's render of the block is shown. */
export const workbenchFrame = (page: Page) => page.frameLocator('[data-testid="workbench-frame"]')

/** The number of renders the workbench has shown so far (each answer of POST /blocks/{type}/render). */
export const workbenchRenders = async (page: Page) => Number(await page.getAttribute(WORKBENCH_STATUS, 'data-renders'))

/** Waits for the render after `count` to be shown. */
export const nextWorkbenchRender = (page: Page, count: number, timeout?: number) =>
  page.waitForSelector(`${WORKBENCH_STATUS}[data-state="ready"][data-renders="${count + 1}"]`, { timeout })
