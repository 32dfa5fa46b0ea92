import { useState } from 'react'
import type { QuickLink } from '../../schemas/api.gen'
import { useT } from '../i18n'
import { QrIcon } from './icons'
import { QrModal } from './QrModal'

/**
 * QR-code items of the footer. Desktop shows each code as a tile with its label; on mobile the tiles are
 * too small to scan, so each item is a button that opens the code in the QR modal.
 */
export function FooterQrItems({ items }: { items: QuickLink[] }) {
  const t = useT()
  const [shown, setShown] = useState<QuickLink | null>(null)
  if (items.length === 0) return null
  return (
    <>
      <ul className="footer-qr">
        {items.map((item, index) => (
          <li key={item.id ?? index} className="footer-qr__item">
            <img
              className="footer-qr__image"
              src={item.codePicture ?? ''}
              // The label is written beside the tile: the image says what it is, not the label again
              // (axe image-redundant-alt, which Lighthouse's accessibility score counts; issue 13).
              alt={t('shell.qrCodeOf', { label: item.menu ?? '' })}
              width={84}
              height={84}
              loading="lazy"
            />
            <button type="button" className="footer-qr__button" onClick={() => setShown(item)}>
              <QrIcon />
              <span>{item.menu}</span>
            </button>
            <span className="footer-qr__label">{item.menu}</span>
          </li>
        ))}
      </ul>
      {shown && <QrModal label={shown.menu ?? ''} image={shown.codePicture ?? ''} onClose={() => setShown(null)} />}
    </>
  )
}
