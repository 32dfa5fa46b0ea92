import type { Lang } from '../site/lang'
import type { JsonSchema, PropsError } from './block-schema'

/** One switch of the workbench's preview: a site of this server and its language. */
export interface WorkbenchSite {
  lang: Lang
  mark: string
}

/**
 * What the workbench server (workbench/server.ts) hands the pages it renders, in their page context:
 * the workbench page of a block (`/blocks/{type}`), or the page the preview frame shows (`/blocks/{type}/frame`,
 * that one block from the posted props). Absent on a request that did not come through the workbench
 * server (it is off, or the URL was asked for directly): those pages then answer 404.
 */
export type BlockWorkbenchContext =
  | {
      kind: 'page'
      type: string
      kebab: string
      schema: JsonSchema
      sites: WorkbenchSite[]
      /** Saving named examples writes files: development only. */
      canSave: boolean
    }
  | { kind: 'frame'; type: string; props: unknown }

/** The answer of `POST /blocks/{type}/render`. */
export interface WorkbenchRender {
  /** The props' problems against the block's schema, each at its JSON pointer (empty: valid). */
  errors: PropsError[]
  /** The whole page the frame shows: the block, server-rendered as on a page of that site. */
  html: string
  /** Status of that render (200, or the error page's). */
  status: number
  /** Gzip bytes of the block's React island code with what it imports; `null`: not measurable (development). */
  islandGzipBytes: number | null
  /** The block has no React island: it ships no JavaScript of its own. */
  htmlOnly: boolean
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike types its page context by declaration merging into this global namespace
  namespace Vike {
    interface PageContext {
      /** Set by the block workbench's server only (workbench/server.ts). */
      blockWorkbench?: BlockWorkbenchContext
    }
  }
}
