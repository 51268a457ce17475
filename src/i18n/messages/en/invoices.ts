/** English texts of features/invoices. */
export const invoices = {
  invoice: {
    title: 'Invoice',
    number: 'Invoice no.',
    date: 'Date',
    supplier: 'Supplier',
    customer: 'Customer',
    description: 'Description',
    sku: 'SKU',
    price: 'Price',
    priceNet: 'Price (VAT excl.)',
    quantity: 'Quantity',
    total: 'Total',
    subtotal: 'Items',
    discount: 'Discount ({code})',
    shipping: 'Shipping',
    totalAmount: 'Total amount (VAT included)',
    taxable: 'Taxable amount',
    vat: 'VAT {rate}%',
    vatOss: '{country} VAT {rate}%',
    vatIntraEu: 'VAT not applicable (art. 41 D.L. 331/1993)',
    intraEuNote:
      'Intra-EU supply not subject to VAT under art. 41 D.L. 331/1993: VAT is due by the buyer (reverse charge).',
    ossNote: 'VAT of the country of destination ({country}) under the One-Stop Shop (OSS).',
    company: 'Company',
    vatNumber: 'VAT no.',
    codiceFiscale: 'Tax code (C.F.)',
    receiptTitle: 'Order receipt',
    receiptNumber: 'Order no.',
    receiptNote:
      'Not a tax document and not an invoice. If you need an invoice, ask for it when you order (at checkout: "Do you need an invoice?").',
    courtesyCopy: 'Courtesy copy: the e-invoice is sent through the Italian exchange system (SdI).',
    receiptSubject: 'Your Vetrina order {id}: confirmation and receipt',
    receiptIntro: 'Hello {name}, thank you for your order. Your payment has been received: here is your receipt.',
    sellerReceiptSubject: 'New paid order {id}',
    receiptFile: 'order-receipt',
    invoiceFile: 'invoice',
    subject: 'Your Vetrina order {id}: confirmation and invoice {number}',
    sellerSubject: 'New paid order {id} (invoice {number})',
    intro: 'Hello {name}, thank you for your order. Your payment has been received: here is your invoice.',
    sellerIntro: 'A new order has been paid.',
    sellerCustomer: 'Customer',
    cancelledSubject: 'Your Vetrina order {id} has been cancelled',
    cancelledIntro: 'Hello {name}, your order {id} has been cancelled. Nothing was charged.',
    refundedSubject: 'Your Vetrina order {id}: refund of {amount}',
    refundedIntro:
      'Hello {name}, we have refunded {amount} for your order {id} to the card you paid with. Depending on your bank it shows on your statement within 5–10 working days.',
    withdrawalSubject: 'Your Vetrina order {id}: withdrawal received',
    withdrawalIntro:
      'Hello {name}, we received your withdrawal from order {id} on {date} at {time}. Items: {lines}. Please send them back within 14 days; we refund you within 14 days of your withdrawal (we may wait until the items are back or you show that you sent them).',
    withdrawalSellerSubject: 'Withdrawal from order {id}',
    withdrawalSellerIntro:
      'The customer withdrew from order {id} on {date} at {time}: {lines}. Refund from the order page once the goods are back or sent.',
    withdrawalLinkText: 'To withdraw from this purchase within 14 days of delivery:',
    withdrawalTitle: 'Right of withdrawal',
    withdrawalInfo:
      'If you are a consumer you may withdraw within 14 days of delivery without giving any reason: with the link above, or by sending us a clear statement, for example with the form below, to {email}. We refund you within 14 days of your withdrawal.',
    termsAttached:
      'Attached are our terms of sale (PDF), with the right of withdrawal and the 2-year legal guarantee of conformity. They are also at {url}.',
    heldSubject: 'Your Vetrina order {id}: payment received, we will contact you',
    heldIntro:
      'Hello {name}, we received your payment for order {id}, but the reservation of its items had lapsed and they are no longer available. We will refund you in full or contact you within two working days.',
    heldAmountSubject: 'Your Vetrina order {id}: payment received, we are checking it',
    heldAmountIntro:
      'Hello {name}, we received a payment of {paid} for order {id}, which does not match its total of {expected}. Your items stay set aside: we will confirm the order or refund you in full within two working days.',
    heldCancelledIntro:
      'Hello {name}, we received your payment for order {id}, which had been cancelled. We will refund you in full within two working days.',
    heldAmountSellerSubject: 'Order {id} needs attention: paid {paid} instead of {expected}',
    heldSellerSubject: 'Order {id} needs attention: paid after its reservation lapsed, pieces gone',
    deliveredSubject: 'Your Vetrina order {id} has been delivered',
    deliveredIntro:
      'Hello {name}, your order {id} has been delivered. From today you have 14 days to withdraw from the contract, without giving a reason.',
    shippedSubject: 'Your Vetrina order {id} has shipped',
    shippedIntro: 'Hello {name}, your order {id} is on its way.',
    trackingCode: 'Tracking code',
    trackingLink: 'Follow your parcel',
  },
}
