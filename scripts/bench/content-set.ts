/** What the bench measures on (issue 26): the embedded demo content, or a backend given with `--api`. */
import type { BenchPage } from './pages'

export interface ContentSet {
  /** Named in the report: which content the figures are of. */
  label: string
  /** The backend's root, as the measured servers get it in API_BASE_URL; null: the embedded demo content. */
  apiBaseUrl: string | null
  /** IMAGE_URL_TEMPLATE of the measured servers (`--image-template`; the stand-in's own): null, none. */
  imageUrlTemplate: string | null
  /** The page types the browser figures load, with their paths on this content. */
  pages: BenchPage[]
}

/** The environment of a production server that reads this content set. */
export const contentEnv = (set: ContentSet): Record<string, string> => ({
  ...(set.apiBaseUrl === null ? {} : { API_BASE_URL: set.apiBaseUrl }),
  ...(set.imageUrlTemplate === null ? {} : { IMAGE_URL_TEMPLATE: set.imageUrlTemplate }),
})
