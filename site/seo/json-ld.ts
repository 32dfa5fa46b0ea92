import { absoluteUrl, type Crumb, type PageEntity } from './page-seo'

export type JsonLdValue = string | number | boolean | JsonLdNode | JsonLdValue[]
export interface JsonLdNode {
  '@type'?: string
  [property: string]: JsonLdValue | undefined
}

export interface OrganizationInput {
  name: string
  /** The site's configured origin. */
  url: string
  logo?: string | null
  telephone?: string
  email?: string
}

/** schema.org `Organization`: the company behind the site, with its logo and contact point. */
export function organizationNode(input: OrganizationInput): JsonLdNode {
  const contact =
    input.telephone || input.email
      ? {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: input.telephone,
          email: input.email,
        }
      : undefined
  return {
    '@type': 'Organization',
    '@id': `${input.url}/#organization`,
    name: input.name,
    url: `${input.url}/`,
    logo: absoluteUrl(input.logo, input.url),
    contactPoint: contact,
  }
}

/** schema.org `BreadcrumbList` of a detail page's trail. */
export function breadcrumbNode(crumbs: readonly Crumb[], origin: string): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  }
}

export interface EntityContext {
  /** The page's canonical URL. */
  url: string
  origin: string
  /** The site's Organization node, referenced as publisher or organizer. */
  organization: JsonLdNode
}

/** The schema.org node of a page's main entity: an article, an event or a video. */
export function entityNode(entity: PageEntity, context: EntityContext): JsonLdNode {
  const { url, origin } = context
  const publisher = { '@id': context.organization['@id'] } as JsonLdNode
  switch (entity.kind) {
    case 'Article':
    case 'NewsArticle':
      return {
        '@type': entity.kind,
        headline: entity.headline,
        description: entity.description,
        image: absoluteUrl(entity.image, origin),
        datePublished: isoDate(entity.datePublished),
        author: entity.author ? { '@type': 'Person', name: entity.author } : publisher,
        publisher,
        mainEntityOfPage: url,
      }
    case 'Event': {
      const place = entity.place ? { '@type': 'Place', name: entity.place, address: entity.place } : undefined
      const online = absoluteUrl(entity.onlineUrl, origin)
      const virtual = online || !place ? { '@type': 'VirtualLocation', url: online ?? url } : undefined
      const locations = [place, virtual].filter((location) => location !== undefined)
      const mode = place && online ? 'Mixed' : place ? 'Offline' : 'Online'
      return {
        '@type': 'Event',
        name: entity.name,
        description: entity.description,
        image: absoluteUrl(entity.image, origin),
        startDate: isoDate(entity.startDate),
        endDate: isoDate(entity.endDate),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: `https://schema.org/${mode}EventAttendanceMode`,
        location: locations.length === 1 ? locations[0] : locations,
        organizer: publisher,
        offers: { '@type': 'Offer', url: absoluteUrl(entity.registrationUrl, origin) ?? url },
        url,
      }
    }
    case 'VideoObject':
      return {
        '@type': 'VideoObject',
        name: entity.name,
        description: entity.description ?? entity.name,
        thumbnailUrl: absoluteUrl(entity.thumbnailUrl, origin),
        uploadDate: isoDate(entity.uploadDate),
        contentUrl: absoluteUrl(entity.contentUrl, origin),
        url,
      }
  }
}

/** A backend date (`YYYY-MM-DD HH:mm:ss`, site-local) in ISO 8601 (`YYYY-MM-DDTHH:mm:ss`); undefined when unreadable. */
export function isoDate(value: string | undefined): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?/.exec(value?.trim() ?? '')
  if (!match) return undefined
  return match[2] ? `${match[1]}T${match[2].length === 5 ? `${match[2]}:00` : match[2]}` : match[1]
}

/** The page's JSON-LD document: its nodes as one `@graph`. */
export function jsonLdDocument(nodes: readonly JsonLdNode[]): JsonLdNode {
  return { '@context': 'https://schema.org', '@graph': [...nodes] }
}

/**
 * JSON for inside `<script type="application/ld+json">`: `<`, `>` and `&` (and the line separators JSON
 * allows but scripts once did not) as `\u` escapes, so a CMS string holding `</script>` or `<!--` cannot
 * end the script element or change how it is parsed. Still the same JSON once parsed.
 */
export function serializeJsonLd(document: JsonLdNode): string {
  return JSON.stringify(document)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
