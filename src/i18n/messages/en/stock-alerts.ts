/** English texts of features/stock-alerts. */
export const stockAlerts = {
  stockAlert: {
    title: 'Tell me when it is back',
    intro: 'Leave your e-mail address: we will write once, as soon as it is on sale again.',
    introSignedIn: 'We will write once to {email}, as soon as it is on sale again.',
    fragrance: 'Scent to wait for',
    wholeProduct: 'The product',
    email: 'E-mail address',
    submit: 'Tell me',
    sending: 'Sending…',
    consent:
      'We use your address only for this alert and delete it when you stop it. You can stop it from the link in every e-mail.',
    privacy: 'Privacy policy',
    sent: 'Almost done: we have sent you an e-mail. Follow its link to confirm, then we will write once when it is back.',
    waiting: 'Done: we will write to {email} once, as soon as it is back.',
    available: 'Good news: it is on sale again. Reload the page to buy it.',
    invalid: 'Type a valid e-mail address.',
    unknown: 'This product is not on sale.',
    failed: 'Too many requests from your connection: try again later.',
    confirmed: 'Alert confirmed: we will write once, as soon as it is back.',
    stopped: 'Alert stopped: you will get no e-mail about this product.',
    linkInvalid: 'This link is not valid.',
    pageTitle: 'Back-in-stock alert',
  },
}
