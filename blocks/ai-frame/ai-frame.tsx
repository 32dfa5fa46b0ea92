import type { AiFrameBlock } from '../../schemas/blocks.gen'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import aiFrameCss from './ai-frame.css?inline'

const stylesheets = [aiFrameCss]

/** SPEC §9: the frame's height until its content height is known. */
export const AI_FRAME_DEFAULT_HEIGHT = 500

/**
 * A same-origin static page in a frame that grows to its content height (SPEC §2 AI landing page). Its
 * behaviour — the growing, and the page's requests to play or close a video — is the block's plain island
 * (ai-frame.mount.ts): no React on the page for it.
 */
export function AiFrame({ src, title, defaultHeight = AI_FRAME_DEFAULT_HEIGHT }: AiFrameBlock) {
  return (
    <section className="ai-frame">
      <Stylesheets css={stylesheets} />
      <iframe
        className="ai-frame__frame"
        src={src}
        title={title}
        style={{ height: defaultHeight }}
        // Below the story: the framed page loads (and takes the main thread) as the visitor nears it.
        loading="lazy"
        data-testid="ai-frame"
      />
    </section>
  )
}
