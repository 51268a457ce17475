import { fill } from '@/i18n/config'
import type { Messages } from '@/i18n/messages'
import type { PriceList } from '@/payload-types'

const REFUSALS = ['invalid', 'vies-invalid', 'operator-account', 'not-a-request'] as const
type Refusal = (typeof REFUSALS)[number]
const isRefusal = (v: unknown): v is Refusal => typeof v === 'string' && (REFUSALS as readonly string[]).includes(v)

/** The price list and payment terms of an approval or an invitation. */
export function PriceListFields({ t, lists, idPrefix }: { t: Messages; lists: PriceList[]; idPrefix: string }) {
  const d = t.operator.dealer
  return (
    <div className="grid-2">
      <p className="field">
        <label htmlFor={`${idPrefix}-list`}>{d.priceList}</label>
        <select id={`${idPrefix}-list`} name="priceList" defaultValue={lists[0] ? String(lists[0].id) : ''}>
          {lists.map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.name} (−{l.percentOff}%)
            </option>
          ))}
          <option value="">{d.noPriceList}</option>
        </select>
      </p>
      <p className="field">
        <label htmlFor={`${idPrefix}-terms`}>{d.paymentTerms}</label>
        <input id={`${idPrefix}-terms`} name="paymentTermsDays" type="number" min={0} max={120} defaultValue={0} />
      </p>
    </div>
  )
}

/** What the last approval or invitation did, in the operator's language. */
export function DealerOutcome({
  t,
  search,
}: {
  t: Messages
  search: { dealer?: string; refused?: string; field?: string }
}) {
  const d = t.operator.dealer
  if (search.dealer === 'new' || search.dealer === 'existing')
    return (
      <p className="form-msg success" role="status">
        {search.dealer === 'new' ? d.approvedNew : d.approvedExisting}
      </p>
    )
  if (isRefusal(search.refused)) {
    const field =
      search.field === 'priceList'
        ? d.priceList
        : (search.field ?? '') in d.fields
          ? d.fields[search.field as keyof typeof d.fields]
          : (search.field ?? '')
    return (
      <p className="form-msg error" role="alert">
        {fill(d.refused[search.refused], { field })}
      </p>
    )
  }
  return null
}
