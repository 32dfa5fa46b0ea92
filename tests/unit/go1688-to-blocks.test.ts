import { describe, expect, it } from 'vitest'
import { areaPage } from '../../pages/go1688/area-content'
import { toBlocks } from '../../pages/go1688/to-blocks'

describe('go1688 area pages (SPEC §2 /go1688, /go1688/purchaser, /go1688/supplier)', () => {
  it('home: banner with the consult button, links to both pages, image sections', () => {
    const blocks = toBlocks(areaPage('home', 'zh'), 'go1688-home')
    expect(blocks.map((b) => b.type)).toEqual(['banner', 'featureGrid', 'featureGrid'])
    const links = (blocks[1]?.props as { items: { href?: string }[] }).items.map((i) => i.href)
    expect(links).toEqual(['/go1688/purchaser', '/go1688/supplier'])
  })

  it('purchaser: banner titled 企业采购平台 whose button opens the default (go1688) form, sections, payment info', () => {
    const blocks = toBlocks(areaPage('purchaser', 'zh'), 'p')
    expect(blocks.map((b) => b.type)).toEqual(['banner', 'featureGrid', 'consultBanner'])
    expect(blocks[0]?.props).toMatchObject({ title: '企业采购平台', jump: { jumpContentType: 'FORM' } })
    expect(blocks[0]?.props).not.toHaveProperty('jump.formBOId')
    expect(blocks[2]?.props).toMatchObject({
      jump: { jumpContentType: 'DOCUMENT', attachmentUrl: '/demo-assets/payment-info.pdf' },
    })
  })

  it('supplier: consult banner, the agreement download and the payment info, in English too', () => {
    for (const lang of ['zh', 'en'] as const) {
      const blocks = toBlocks(areaPage('supplier', lang), 's')
      expect(blocks.map((b) => b.type)).toEqual(['banner', 'featureGrid', 'consultBanner', 'consultBanner'])
      expect(blocks.slice(2).map((b) => (b.props as { jump: { attachmentUrl: string } }).jump.attachmentUrl)).toEqual([
        '/demo-assets/supplier-agreement.pdf',
        '/demo-assets/payment-info.pdf',
      ])
    }
    expect(areaPage('purchaser', 'en').title).toBe('Enterprise Purchasing Platform')
  })
})
