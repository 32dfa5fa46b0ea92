import type { ActionBarBlock } from '../../schemas/blocks.gen'
import { CONSULT_JUMP, JumpButton } from '../../ui/jump-button'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import blockUiCss from '../../ui/block-ui.css?inline'
import actionBarCss from './action-bar.css?inline'

const stylesheets = [blockUiCss, actionBarCss]

/** One centred button closing a page; its action is the jump target's, or the consult form without one. */
export function ActionBar({ label, jump }: ActionBarBlock) {
  return (
    <section className="action-bar">
      <Stylesheets css={stylesheets} />
      <JumpButton jump={jump ?? CONSULT_JUMP} fallbackLabel={label} />
    </section>
  )
}
