import type { CleanEnquiry } from './enquiry-guard'
import type { OutboxForwarder } from './outbox-forwarder'
import type { OutboxStore } from './outbox-store'

/**
 * Where `POST /api/internal/form` puts a checked enquiry when API_BASE_URL is set: the durable outbox,
 * whose forwarder then delivers it to the CMS. The visitor is answered as soon as the row is written.
 */
export interface EnquiryOutbox {
  /** Stores the enquiry with the headers the CMS should get; returns its outbox id. Throws when it cannot. */
  accept(enquiry: CleanEnquiry, headers: Record<string, string>): number
}

export function enquiryOutbox(store: OutboxStore, forwarder: Pick<OutboxForwarder, 'wake'>): EnquiryOutbox {
  return {
    accept(enquiry, headers) {
      const row = store.add(enquiry, { headers })
      forwarder.wake()
      return row.id
    },
  }
}

/**
 * The answer to a stored enquiry: the success envelope the CMS itself gives (docs/contract.md `POST form`:
 * `{ id, success }`), so the form and the gated downloads and videos behind it go on as after a delivery.
 */
export function receivedAnswer(outboxId: number) {
  return { code: '200', data: { id: outboxId, success: true }, message: 'received' }
}
