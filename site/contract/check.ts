import type { SiteSettings } from '../settings'
import { crawl } from './crawl'
import { ContractClient, type HttpExchange } from './exchange'
import type { Finding } from './findings'
import { renderPages } from './render'
import { uniqueFindings, type CheckedCase } from './report'

export interface ContractCheckOptions {
  /** The CMS's root (API_BASE_URL). */
  api: string
  /** Only the sites with these marks (all when empty). */
  marks: readonly string[]
  maxItems: number
  concurrency: number
  timeoutMs: number
  /** The folder holding `dist/`, whose production build renders the pages. */
  projectRoot: string
  siteSettings: SiteSettings
  /** The site's environment (SITE_HOSTS …), for rendering the pages as the site does. */
  env: Record<string, string | undefined>
  /** Skip rendering the pages (only the answers are checked). */
  answersOnly?: boolean
  exchange?: HttpExchange
}

export type ContractCheckResult =
  | { reachable: true; findings: Finding[]; checked: CheckedCase[] }
  /** No answer to the site list: nothing could be checked. */
  | { reachable: false; url: string; reason: string }

/**
 * `npm run contract` (issue 24): crawls the CMS as the site reads it (./crawl), checks every answer against
 * the contract (./check-answer), then renders every page on the answers collected (./render). The findings
 * of every request, the pages' own included, once each.
 */
export async function runContractCheck(options: ContractCheckOptions): Promise<ContractCheckResult> {
  const client = new ContractClient({
    api: options.api,
    concurrency: options.concurrency,
    timeoutMs: options.timeoutMs,
    exchange: options.exchange,
  })
  const crawled = await crawl(client, {
    marks: options.marks,
    maxItems: options.maxItems,
    defaultForms: options.siteSettings.defaultForms,
  })
  if (!crawled.ok && crawled.unreachable)
    return { reachable: false, url: crawled.siteList.request.url, reason: crawled.reason }
  const pageFindings = crawled.ok && !options.answersOnly ? await renderPages(client, crawled.sites, options) : []
  if (!crawled.ok && crawled.siteList.checked.usable)
    pageFindings.push({
      level: 'error',
      call: 'siteList',
      site: null,
      pointer: '',
      problem: crawled.reason,
      outcome: 'nothing of those sites can be checked',
      request: crawled.siteList.request,
    })
  const exchanges = await client.all()
  const findings = uniqueFindings([...exchanges.flatMap((exchange) => exchange.checked.findings), ...pageFindings])
  const checked: CheckedCase[] = [
    ...exchanges.map(({ call, site, request }) => ({ call, site, request })),
    ...pageFindings.filter((finding) => finding.call === 'page'),
  ]
  return { reachable: true, findings, checked }
}
