/** English texts of the shop's e-mails that their features build (stock alerts, reviews, newsletter, dealers). */
export const mails = {
  stockAlertMail: {
    confirmSubject: 'Confirm your back-in-stock alert: {name}',
    confirmBody:
      'You asked to be told when {name} is back. Confirm your address and we will write once, as soon as it is on sale again. If this was not you, ignore this e-mail: you will get nothing more.',
    confirm: 'Confirm the alert',
    backSubject: 'Back in stock: {name}',
    backBody: '{name} is on sale again. We are writing this once, as you asked.',
    view: 'See the product',
    stop: 'No longer want this alert? Stop it',
  },
  reviewMail: {
    inviteSubject: 'How was it? Review your order {ref}',
    inviteBody:
      'Hello {name}, your order {ref} was delivered. If you like, tell other customers how it is: you can give 1 to 5 stars and write a few lines for each product. We publish every review about the product, negative ones too.',
    inviteButton: 'Write a review',
    inviteStop: 'No more invitations to review? Stop them',
    publishedSubject: 'Your review is published',
    publishedBody: 'Thank you! Your review of {product} is now on the product’s page.',
    publishedButton: 'See the review',
    rejectedSubject: 'Your review was not published',
    rejectedBody:
      'Your review of {product} was not published. Reason: {reason}. You can edit it within 30 days of writing it, from the page where you wrote it.',
    rejectedButton: 'Edit the review',
  },
  newsletterMail: {
    subject: 'Confirm your Vetrina newsletter subscription',
    body: 'Thank you! Please confirm your address to receive the newsletter.',
    confirm: 'Confirm subscription',
    unsubscribe: 'No longer want our e-mails? Unsubscribe',
  },
  welcomeMail: {
    subject: 'Welcome to the Vetrina newsletter: your discount code',
    body: 'Thank you for subscribing. Here is your code: type it in the cart or at checkout.',
    percent: '{percent}% off',
    amount: '{amount} off',
    'free-shipping': 'free shipping',
    minimum: 'on a spend of at least {amount}',
    until: 'valid until {date}',
  },
  dealerMail: {
    subject: 'The dealer account of {company} is active',
    newAccount:
      'We have approved {company} as a Vetrina dealer. Set your account’s password: you will then see trade prices (VAT excluded) and order online, by bank transfer too. The link is valid for 7 days.',
    existingAccount:
      'We have approved {company} as a Vetrina dealer: signed in with your account you will see trade prices (VAT excluded) and order online, by bank transfer too.',
    setPassword: 'Set your password',
    signIn: 'Go to your account',
  },
}
