import type { MountBlock } from '../../runtime/blocks/define-block'
import type { TabsBlock } from '../../schemas/blocks.gen'

/**
 * The tabs' behaviour on the server's HTML (tabs.tsx writes every panel): a click or Enter on a tab shows its
 * panel, arrow keys move between the tabs (WAI-ARIA tab pattern, roving tabindex).
 */
export const mount: MountBlock<TabsBlock> = (element) => {
  const list = element.querySelector<HTMLElement>('[role="tablist"]')
  if (!list) return
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')]
  const select = (index: number): void => {
    tabs.forEach((tab, at) => {
      const selected = at === index
      tab.setAttribute('aria-selected', String(selected))
      tab.tabIndex = selected ? 0 : -1
      const panel = element.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '')
      if (panel) panel.hidden = !selected
    })
  }
  list.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null
    const index = tab ? tabs.indexOf(tab) : -1
    if (index >= 0) select(index)
  })
  list.addEventListener('keydown', (event) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true')
    const next = (Math.max(current, 0) + step + tabs.length) % tabs.length
    select(next)
    tabs[next]?.focus()
    event.preventDefault()
  })
}
