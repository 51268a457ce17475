import { fill } from '@/i18n/config'
import { LOCALES } from '@/i18n/locales'
import { getMessages } from '@/i18n/server'
import { countryName } from '@/lib/geo'
import { deleteAddress } from './actions'
import { AddressForm } from './AddressForm'
import { getCurrentUser } from '@/features/sign-in/server'

export async function AddressPage() {
  const [user, { t, lang }] = await Promise.all([getCurrentUser(), getMessages()])
  if (!user) return null
  const a = t.account
  const list = user.addresses ?? []
  return (
    <>
      <h1>{a.addresses}</h1>
      {list.length ? (
        <ul className="address-list">
          {list.map((ad, i) => (
            <li key={ad.id ?? i} className="panel row-between">
              <p style={{ margin: 0 }}>
                {ad.label ? (
                  <>
                    <strong>{ad.label}</strong>
                    <br />
                  </>
                ) : null}
                {ad.street}
                <br />
                {ad.zip} {ad.city} {ad.state ? `(${ad.state})` : ''}
                <br />
                {countryName(ad.country, LOCALES[lang].intl)}
                {ad.phone?.number ? (
                  <>
                    <br />
                    {ad.phone.code} {ad.phone.number}
                  </>
                ) : null}
              </p>
              <form action={deleteAddress}>
                <input type="hidden" name="id" value={ad.id ?? ''} />
                <button
                  type="submit"
                  className="btn btn-outline btn-small"
                  aria-label={fill(a.deleteAddress, { n: i + 1 })}
                >
                  {a.delete}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p>{a.noAddresses}</p>
      )}
      <AddressForm />
    </>
  )
}
