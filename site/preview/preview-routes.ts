import type { ApiCallName } from '../../schemas/api.gen'

/**
 * What a preview path of SPEC §2/§6 shows: the backend call of its main item (the draft a CMS posts for
 * live preview is the same JSON as that call's answer), and the public page an editor leaves it for.
 */
export interface PreviewRoute {
  /** The detail call whose answer a draft of this preview stands for. */
  call: Extract<ApiCallName, 'servicePageById' | 'joinUsById' | 'introduceById' | 'detail' | 'form'>
  /** The content type of `detail` (`news`, …); absent for the other calls. */
  type?: string
  id: number
  /** The published page of the same item (`/services` for a service page draft). */
  publicPath: string
}

const ID = '(\\d{1,15})'
const TYPE = '([a-z][a-z-]*)'

/** Preview paths, each with how to read it; a trailing slash is the same path. */
const PREVIEW_PATHS: ReadonlyArray<[RegExp, (match: string[]) => PreviewRoute]> = [
  [
    new RegExp(`^/services/${ID}/preview$`),
    ([, id]) => ({ call: 'servicePageById', id: Number(id), publicPath: '/services' }),
  ],
  [
    new RegExp(`^/join-us/${ID}/preview$`),
    ([, id]) => ({ call: 'joinUsById', id: Number(id), publicPath: '/join-us' }),
  ],
  [
    new RegExp(`^/about-us/news/${ID}/preview$`),
    ([, id]) => ({ call: 'detail', type: 'news', id: Number(id), publicPath: `/article-detail/news/${id}` }),
  ],
  [
    new RegExp(`^/about-us/${TYPE}/${ID}/preview$`, 'i'),
    ([, type, id]) => ({ call: 'introduceById', id: Number(id), publicPath: `/about-us/${type}` }),
  ],
  [
    new RegExp(`^/article-detail/${TYPE}/${ID}/preview$`, 'i'),
    ([, type, id]) => ({ call: 'detail', type, id: Number(id), publicPath: `/article-detail/${type}/${id}` }),
  ],
  [new RegExp(`^/form/${ID}/preview$`), ([, id]) => ({ call: 'form', id: Number(id), publicPath: `/form/${id}` })],
]

/** The preview a decoded path names, or `null` when it names none. */
export function previewRouteOf(pathname: string): PreviewRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  for (const [pattern, read] of PREVIEW_PATHS) {
    const match = pattern.exec(path)
    if (match) return read(match as unknown as string[])
  }
  return null
}

/** The same preview for the item `id` (the other language's counterpart keeps the route, changes the id). */
export function previewPathWithId(pathname: string, id: number): string {
  return pathname.replace(/\/\d{1,15}\/preview\/?$/, `/${id}/preview`)
}
