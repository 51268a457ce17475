/** English texts of features/carriers (the carrier platform: shipping, labels, tracking). */
export const carriers = {
  carriers: {
    shipWith: 'Ship with {carrier}',
    shipWithHint: 'The shipment is announced to the carrier: tracking code, link and label come back at once.',
    shippedWith: 'Shipment announced. The customer received an e-mail with the tracking link.',
    labelTitle: 'Shipping label',
    labelA6: 'Download label (A6)',
    labelA4: 'Download label (A4)',
    parcelOf: 'Parcel {n} of {count}',
    cancelShipment: 'Cancel shipment',
    cancelShipmentHint:
      'Before the carrier picks it up: the shipment is cancelled and the order goes back to be shipped.',
    cancelled: 'Shipment cancelled: the order is back to be shipped.',
    invalid: 'The carrier refused the shipment: {reason}. Check the delivery address and the weights, then try again.',
    unauthorized: 'The carrier refused the shop’s keys: check SENDCLOUD_PUBLIC_KEY and SENDCLOUD_SECRET_KEY.',
    unavailable: 'The carrier is not answering right now: nothing was shipped. Please try again in a few minutes.',
    notCancellable: 'The carrier can no longer cancel this shipment: {reason}',
    noPickupOption:
      'This order goes to a pickup point, but its zone has no Sendcloud option for pickup points: set one in Carrier and shipments, then ship again.',
    pickupCarrierChanged:
      'This order’s pickup point belongs to another carrier than the Sendcloud option for pickup points now set for its zone: nothing was shipped. Set an option of the point’s carrier again in Carrier and shipments, or ship by hand.',
    noParcel: 'This order’s shipment has no such parcel.',
    noShipment: 'This order has no carrier shipment.',
    cancelQueued:
      'The carrier has queued the cancellation: the shipment stays active, and the order stays shipped, until the carrier confirms it.',
    cancelPending: 'A cancellation of this shipment is already waiting for the carrier’s confirmation.',
    cancellation: {
      queued: 'Cancellation requested: waiting for the carrier’s confirmation.',
      cancelled: 'The carrier shipment was cancelled.',
      failed:
        'The carrier shipment could not be cancelled (picked up already, or the carrier did not answer): cancel it in your Sendcloud account.',
    },
    privacyTitle: 'Shipping through Sendcloud',
    privacyText:
      'We ship through the carrier platform of Sendcloud B.V. (Eindhoven, the Netherlands), our processor under article 28 of the GDPR: it receives what a shipment needs (name, delivery address, phone, e-mail, the order number and the parcels’ weights) and passes it to the carrier delivering the order. Sendcloud processes the data in the European Union.',
    parcelsTitle: 'Parcels',
    statusTitle: 'Shipment status',
    status: {
      announced: 'Announced to the carrier',
      'in-transit': 'In transit',
      'out-for-delivery': 'Out for delivery',
      'awaiting-pickup': 'Waiting for you at the pickup point',
      'delivery-failed': 'Delivery attempt failed',
      delivered: 'Delivered',
      cancelled: 'Shipment cancelled',
      'cancel-requested': 'Cancellation requested from the carrier',
      other: 'Update from the carrier',
    },
  },
}
