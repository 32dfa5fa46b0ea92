import { renderToString } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { buildI18nPayload } from '../../site/i18n/server'
import { FooterQrItems } from '../../site/shell/FooterQrItems'

// Issue 13: the footer's QR tiles write their label beside the code, so the image's text alternative
// must not repeat it (axe image-redundant-alt, one of the audits Lighthouse's accessibility score counts).
describe('footer QR items', () => {
  it.each([
    ['zh', '微信公众号', '微信公众号二维码'],
    ['en', 'WeChat', 'QR code of WeChat'],
  ] as const)('%s: the code is described as a QR code, not by its label alone', (lang, label, alt) => {
    const pageContext = { i18n: buildI18nPayload(lang, []), urlPathname: '/' } as unknown as PageContext
    const html = renderToString(
      <VikeReactProviderPageContext pageContext={pageContext}>
        <FooterQrItems items={[{ id: 1, menu: label, codePicture: '/demo-assets/qr-wechat.svg' }]} />
      </VikeReactProviderPageContext>,
    )
    expect(html).toContain(`alt="${alt}"`)
    expect(html).toContain(`<span class="footer-qr__label">${label}</span>`)
  })
})
