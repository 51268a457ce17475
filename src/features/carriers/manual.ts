import type { CarrierProvider } from './types'

const unsupported = async () => ({ ok: false as const, error: { kind: 'unsupported' as const } })

/**
 * The default provider: the operator ships with the carrier of their choice and types the tracking code and
 * link (features/orders/operator.ts markShipped). Nothing to announce, no label, no events.
 */
export const manualProvider: CarrierProvider = {
  name: 'manual',
  announce: unsupported,
  label: unsupported,
  cancel: unsupported,
  verifyWebhook: () => null,
  // No return label: the withdrawal confirmation says how to send the goods back.
  createReturn: unsupported,
  returnLabel: unsupported,
}
