import type { ReactElement } from 'react'
import type { PreviewBarState } from '../preview/preview-bar-state'
import { PreviewBar } from './PreviewBar'
import { PREVIEW_BAR_ISLAND } from './preview-island-name'

export { PREVIEW_BAR_ISLAND }

/**
 * The preview bar as an island of its own (issue 23): only a preview carries it, so its code is a chunk of its
 * own, loaded by previews alone, not part of the shell's islands every page's header wakes.
 */
export const previewBarElement = (state: PreviewBarState): ReactElement => <PreviewBar {...state} />

/** The browser side: `preview:bar` → its element builder. */
export function previewIslandResolver(name: string): ((props: unknown) => ReactElement) | undefined {
  return name === PREVIEW_BAR_ISLAND ? (props) => previewBarElement(props as PreviewBarState) : undefined
}
