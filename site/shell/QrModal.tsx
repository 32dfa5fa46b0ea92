import { useT } from '../i18n'
import { Modal } from './Modal'

export interface QrModalProps {
  label: string
  image: string
  onClose: () => void
}

/** A QR code enlarged over the page, opened from the mobile footer (SPEC §1). */
export function QrModal({ label, image, onClose }: QrModalProps) {
  const t = useT()
  return (
    <Modal testId="qr-modal" title={label || t('shell.qrTitle')} onClose={onClose}>
      <figure className="qr-modal">
        <img className="qr-modal__image" src={image} alt={label} width={220} height={220} />
        <figcaption className="qr-modal__caption">{t('shell.qrTitle')}</figcaption>
      </figure>
    </Modal>
  )
}
