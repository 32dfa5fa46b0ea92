import type { BottomNavigation, Site } from '../../schemas/api.gen'
import { langOfMark, type Lang } from '../lang'
import {
  breadcrumbNode,
  entityNode,
  jsonLdDocument,
  organizationNode,
  serializeJsonLd,
  type JsonLdNode,
} from './json-ld'
import { previewMeta, type PreviewMeta } from './open-graph'
import { absoluteUrl, type PageSeo } from './page-seo'

export interface PageHeadInput {
  site: Pick<Site, 'mark' | 'logo'>
  sites: readonly Pick<Site, 'mark'>[]
  lang: Lang
  /** The site's configured origin (`undefined`: the site has none, so nothing absolute can be written). */
  origin: string | undefined
  /** The page's canonical URL; `undefined` on error pages. */
  canonical: string | undefined
  title: string
  description: string | null
  siteName: string
  footer: BottomNavigation | null
  seo: PageSeo | undefined
  /** The page's lead image (banner, cover, first slide) as the backend gives it. */
  leadImage: string | undefined
}

export interface PageHead {
  meta: PreviewMeta[]
  /** Serialized JSON-LD, safe inside `<script type="application/ld+json">`; `undefined` when there is none. */
  jsonLd: string | undefined
}

/** The page's lead image on its site's origin, else the site's logo. */
export function leadImageUrl(image: string | undefined, site: Pick<Site, 'logo'>, origin: string | undefined) {
  return absoluteUrl(image, origin) ?? absoluteUrl(site.logo, origin)
}

/** Link-preview tags and structured data of a page (issue 15). */
export function pageHead(input: PageHeadInput): PageHead {
  const { origin, canonical, seo } = input
  const meta = previewMeta({
    title: input.title,
    description: input.description,
    image: leadImageUrl(input.leadImage, input.site, origin),
    url: canonical,
    siteName: input.siteName,
    lang: input.lang,
    alternateLangs: input.sites.map((site) => langOfMark(site.mark)),
    type: seo?.ogType ?? 'website',
  })
  if (!origin) return { meta, jsonLd: undefined }
  const organization = organizationNode({
    name: input.siteName,
    url: origin,
    logo: input.site.logo,
    ...contactOf(input.footer),
  })
  const nodes: JsonLdNode[] = [organization]
  if (canonical && seo?.breadcrumbs?.length) nodes.push(breadcrumbNode(seo.breadcrumbs, origin))
  if (canonical && seo?.entity) nodes.push(entityNode(seo.entity, { url: canonical, origin, organization }))
  return { meta, jsonLd: serializeJsonLd(jsonLdDocument(nodes)) }
}

/** The telephone and e-mail the footer's contact lines link to (`tel:`, `mailto:`). */
export function contactOf(footer: BottomNavigation | null): { telephone?: string; email?: string } {
  const targets = [...(footer?.aboutEndpointsList ?? []), ...(footer?.quickLinksList ?? [])]
    .map((link) => link.jumpToAddress?.trim() ?? '')
    .filter(Boolean)
  const telephone = targets.find((target) => /^tel:/i.test(target))?.slice(4)
  const email = targets.find((target) => /^mailto:/i.test(target))?.slice(7)
  return { ...(telephone ? { telephone } : {}), ...(email ? { email } : {}) }
}
