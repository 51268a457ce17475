import { requireAdmin } from '@/features/sign-in/server'
import { fill, formatDate } from '@/i18n/config'
import { getMessages } from '@/i18n/server'
import { OperatorNav } from '@/features/ui/server'
import { EU_CODES, SHIPPING_COUNTRIES, countryLabel } from '@/lib/geo'
import { LANGS, LOCALES } from '@/i18n/locales'
import { getShopPayload } from '@/payload/shop-payload'
import type { PriceList, User } from '@/payload-types'
import { changeDealerStatus, inviteDealer } from './actions'
import { DealerOutcome, PriceListFields } from './DealerForms'

/** /admin/dealers: the trade accounts (suspend, restore) and the invitation of a business by e-mail. */
export async function DealersPage({
  search,
}: {
  search: { dealer?: string; refused?: string; field?: string; saved?: string }
}) {
  await requireAdmin()
  const { t, lang } = await getMessages()
  const d = t.operator.dealer
  const payload = await getShopPayload()
  const [dealers, lists] = await Promise.all([
    payload.find({
      collection: 'users',
      where: { 'dealer.status': { exists: true } },
      sort: 'dealer.company',
      limit: 500,
      depth: 1,
      overrideAccess: true,
    }),
    payload.find({ collection: 'price-lists', sort: 'name', limit: 100, depth: 0, overrideAccess: true }),
  ])
  const rows = (dealers.docs as User[]).filter((u) => u.dealer?.status)
  const saved = rows.find((u) => String(u.id) === search.saved)
  const field = (k: keyof typeof d.fields, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <p className="field">
      <label htmlFor={`invite-${k}`}>{d.fields[k]}</label>
      <input id={`invite-${k}`} name={k} {...props} />
    </p>
  )
  return (
    <div className="container section">
      <OperatorNav t={t} current="dealers" />
      <h1>{d.title}</h1>
      <p>{d.intro}</p>
      <DealerOutcome t={t} search={search} />
      {saved?.dealer?.status ? (
        <p className="form-msg success" role="status">
          {fill(d.statusSaved, {
            company: saved.dealer.company ?? '',
            status: d.statuses[saved.dealer.status].toLowerCase(),
          })}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="empty">{d.none}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                {(['company', 'email', 'vat', 'list', 'terms', 'status', 'action'] as const).map((c) => (
                  <th key={c} scope="col">
                    {d.columns[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => {
                const g = u.dealer!
                const list = typeof g.priceList === 'object' && g.priceList ? (g.priceList as PriceList) : null
                const next = g.status === 'active' ? 'suspended' : 'active'
                return (
                  <tr key={u.id} id={`dealer-${u.id}`}>
                    <th scope="row">{g.company}</th>
                    <td>{u.email}</td>
                    <td>{g.vatNumber}</td>
                    <td>{list ? `${list.name} (−${list.percentOff}%)` : d.noPriceList}</td>
                    <td>{g.paymentTermsDays ? fill(d.days, { days: g.paymentTermsDays }) : d.upfront}</td>
                    <td>
                      {d.statuses[g.status!]}
                      {g.approvedAt ? <span className="muted small"> · {formatDate(g.approvedAt)}</span> : null}
                    </td>
                    <td>
                      <form action={changeDealerStatus}>
                        <input type="hidden" name="userId" value={String(u.id)} />
                        <input type="hidden" name="status" value={next} />
                        <button type="submit" className="btn btn-small btn-outline">
                          {fill(next === 'suspended' ? d.suspend : d.restore, { company: g.company ?? u.email })}
                        </button>
                      </form>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="invite-title" className="panel">
        <h2 id="invite-title">{d.inviteTitle}</h2>
        <p>{d.inviteIntro}</p>
        <form action={inviteDealer} className="stack">
          <div className="grid-2">
            {field('email', { type: 'email', required: true, autoComplete: 'off' })}
            {field('company', { required: true })}
          </div>
          <div className="grid-2">
            <p className="field">
              <label htmlFor="invite-country">{d.fields.country}</label>
              <select id="invite-country" name="country" defaultValue="IT">
                {SHIPPING_COUNTRIES.filter((c) => EU_CODES.has(c.code)).map((c) => (
                  <option key={c.code} value={c.code}>
                    {countryLabel(c, LOCALES[lang].intl)}
                  </option>
                ))}
              </select>
            </p>
            {field('vatNumber', { required: true, spellCheck: false })}
          </div>
          <div className="grid-2">
            {field('sdi', { maxLength: 7, spellCheck: false })}
            {field('pec', { type: 'email' })}
          </div>
          <div className="grid-2">
            {field('street')}
            {field('zip')}
          </div>
          <div className="grid-2">
            {field('city')}
            {field('province')}
          </div>
          <div className="grid-2">
            {field('phone', { type: 'tel' })}
            {field('contact')}
          </div>
          <PriceListFields t={t} lists={lists.docs} idPrefix="invite" />
          <p className="field">
            <label htmlFor="invite-lang">{d.fields.lang}</label>
            <select id="invite-lang" name="lang" defaultValue={lang}>
              {LANGS.map((l) => (
                <option key={l} value={l}>
                  {LOCALES[l].label}
                </option>
              ))}
            </select>
          </p>
          <p>
            <button type="submit" className="btn">
              {d.invite}
            </button>
          </p>
        </form>
      </section>
    </div>
  )
}
