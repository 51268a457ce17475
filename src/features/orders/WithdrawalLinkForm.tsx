import { getMessages } from '@/i18n/server'
import { sendWithdrawalLink } from './actions'

/** On the return page: order number and e-mail → the withdrawal link by e-mail (for guests; a plain form). */
export async function WithdrawalLinkForm({ sent }: { sent: boolean }) {
  const { t } = await getMessages()
  const a = t.account
  return (
    <section id="withdraw-link" className="container narrow section" aria-labelledby="withdraw-link-h">
      <h2 id="withdraw-link-h">{a.withdrawLinkTitle}</h2>
      <p>{a.withdrawLinkIntro}</p>
      {sent ? (
        <p className="form-msg success" role="status">
          {a.withdrawLinkSent}
        </p>
      ) : null}
      <form action={sendWithdrawalLink} className="panel">
        <p className="field">
          <label htmlFor="withdraw-link-order">{a.withdrawLinkOrder}</label>
          <input id="withdraw-link-order" name="orderId" required maxLength={20} inputMode="numeric" />
        </p>
        <p className="field">
          <label htmlFor="withdraw-link-email">{a.withdrawLinkEmail}</label>
          <input id="withdraw-link-email" name="email" type="email" required maxLength={200} autoComplete="email" />
        </p>
        <button type="submit" className="btn">
          {a.withdrawLinkSend}
        </button>
      </form>
    </section>
  )
}
