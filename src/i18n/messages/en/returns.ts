/** English texts of a withdrawal's return label (features/carriers returns, ADR 0042). */
export const returns = {
  returns: {
    labelTitle: 'Return label',
    labelReady:
      'Your return label is ready: print it, stick it on the parcel and take the parcel to one of the carrier’s drop-off points.',
    labelDownload: 'Download the return label (PDF)',
    tracking: 'Return tracking code: {code}',
    labelFailed:
      'We could not make the return label right now: we will send it to you by e-mail. You do not need to do anything else.',
    mailReady: 'Your return label is ready: print it and stick it on the parcel.',
    mailFailed: 'We could not make the return label right now: we will send it to you in a separate e-mail.',
    operatorMade: 'Return label made ({provider}): return {id}, tracking {code}.',
    operatorFailed: 'The return label could not be made: {reason} Send the customer a return label by e-mail.',
    operatorDownload: 'Download the return label',
    why: {
      invalid: 'the carrier refused the return: {reason}.',
      unauthorized: 'the carrier refused the shop’s keys (SENDCLOUD_PUBLIC_KEY, SENDCLOUD_SECRET_KEY).',
      unavailable: 'the carrier did not answer (timeout or error).',
      'not-cancellable': 'the carrier refused the return: {reason}.',
      unsupported: 'the zone ships by hand: no return option.',
      'no-address': 'the seller details have no complete address (/cms → Seller).',
    },
  },
}
