import type { ActionBarBlock } from '../../schemas/blocks.gen'
import { useOpenConsult } from '../../runtime/actions'
import { JumpButton } from '../../ui/jump-button'
import { Stylesheets } from '../../runtime/blocks/stylesheets'
import blockUiCss from '../../ui/block-ui.css?url'
import actionBarCss from './action-bar.css?url'

const stylesheets = [blockUiCss, actionBarCss]

/** One centred button closing a page; its action is the jump target's, or the consult form without one. */
export function ActionBar({ label, jump }: ActionBarBlock) {
  const openConsult = useOpenConsult()
  return (
    <section className="action-bar">
      <Stylesheets hrefs={stylesheets} />
      {jump ? (
        <JumpButton jump={jump} fallbackLabel={label} />
      ) : (
        <button type="button" className="block-button block-button--primary" onClick={() => openConsult()}>
          {label}
        </button>
      )}
    </section>
  )
}
