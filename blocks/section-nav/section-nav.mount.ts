import type { MountBlock } from '../../runtime/blocks/define-block'
import type { SectionNavBlock } from '../../schemas/blocks.gen'
import { sectionInView } from '../../ui/section-in-view'

/** Highlights the tab of the section in view (`aria-current`) as the page scrolls. */
export const mount: MountBlock<SectionNavBlock> = (element, { items }) => {
  const ids = items.map((item) => item.anchor)
  const links = [...element.querySelectorAll<HTMLAnchorElement>('a[data-anchor]')]
  const update = (): void => {
    const current = sectionInView(ids, element.ownerDocument)
    for (const link of links) {
      if (link.dataset.anchor === current) link.setAttribute('aria-current', 'location')
      else link.removeAttribute('aria-current')
    }
  }
  update()
  window.addEventListener('scroll', update, { passive: true })
}
