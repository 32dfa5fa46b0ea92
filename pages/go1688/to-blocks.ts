import { block, type BlockDescriptor } from '../../blocks/descriptor'
import type { AreaPage } from './area-content'

/**
 * SPEC §2 /go1688 pages, top to bottom: a banner whose button opens the area's consult form (a FORM jump
 * without a form id: the shared handler picks the go1688 default form), the links to the other two pages
 * (area home), the image sections, then one band per file link (payment info, the supplier agreement).
 */
export function toBlocks(page: AreaPage, id: string): BlockDescriptor[] {
  const blocks: BlockDescriptor[] = [
    block('banner', `${id}-banner`, {
      title: page.title,
      desc: page.desc,
      ...page.banner,
      jump: { jumpContentType: 'FORM', buttonTitle: page.consult },
    }),
  ]
  if (page.pages?.length) {
    const [first, ...rest] = page.pages.map((p, index) => ({
      id: index + 1,
      title: p.title,
      desc: p.desc,
      image: p.image,
      href: p.href,
    }))
    if (first) blocks.push(block('featureGrid', `${id}-pages`, { variant: 'cards', items: [first, ...rest] }))
  }
  const [firstSection, ...otherSections] = page.sections.items.map((item, index) => ({ id: index + 1, ...item }))
  if (firstSection)
    blocks.push(
      block('featureGrid', `${id}-sections`, {
        title: page.sections.title,
        variant: 'cards',
        items: [firstSection, ...otherSections],
      }),
    )
  page.links.forEach((link, index) => {
    blocks.push(
      block('consultBanner', `${id}-link-${index + 1}`, {
        title: link.title,
        desc: link.desc,
        jump: { jumpContentType: 'DOCUMENT', buttonTitle: link.button, attachmentUrl: link.file },
      }),
    )
  })
  return blocks
}
