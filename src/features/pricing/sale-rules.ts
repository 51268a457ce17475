/**
 * What a sale may be, and what may change once it has started (issue 38). Pure. A sale's prices are
 * part of the price history the 30-day rule reads (sale.ts): once shoppers have seen them, its start,
 * products and amount are the record and stay as they were; only a running sale's end may move (ended
 * early, or extended), and an ended sale is closed. A sale cannot start in the past either.
 */
export type SaleInput = {
  starts?: string | Date | null
  ends?: string | Date | null
  appliesTo?: 'products' | 'category' | null
  products?: readonly (number | string | { id: number | string })[] | null
  category?: string | null
  kind?: 'percent' | 'price' | null
  percent?: number | null
  price?: number | null
}

export type SaleProblem = { path: string; it: string; en: string }

/** A minute of slack for a start typed as "now" in the date picker. */
const SLACK_MS = 60_000
const time = (d: string | Date | null | undefined) => (d ? new Date(d).getTime() : NaN)
const ids = (list: SaleInput['products']) =>
  (list ?? [])
    .map((p) => String(typeof p === 'object' ? p.id : p))
    .sort()
    .join(',')

export function saleProblems(next: SaleInput, original: SaleInput | null, now: Date): SaleProblem[] {
  const out: SaleProblem[] = []
  const say = (path: string, it: string, en: string) => out.push({ path, it, en })
  const [starts, ends, at] = [time(next.starts), time(next.ends), now.getTime()]
  if (Number.isNaN(starts)) say('starts', 'Indica quando inizia la promozione.', 'Say when the sale starts.')
  if (Number.isNaN(ends)) say('ends', 'Indica quando finisce la promozione.', 'Say when the sale ends.')
  if (ends <= starts) say('ends', 'La fine deve venire dopo l’inizio.', 'The end must come after the start.')
  if (next.appliesTo === 'category' && !next.category?.trim())
    say('category', 'Indica la categoria in promozione.', 'Name the category on sale.')
  if (next.appliesTo !== 'category' && !next.products?.length)
    say('products', 'Scegli almeno un prodotto.', 'Choose at least one product.')
  if (next.kind === 'price') {
    if (!(Number(next.price) > 0)) say('price', 'Indica il prezzo in promozione.', 'Give the sale price.')
    if (next.appliesTo === 'category' || (next.products?.length ?? 0) !== 1)
      say(
        'price',
        'Un nuovo prezzo vale per un solo prodotto: per più prodotti usa una percentuale.',
        'A new price is for one product: for several, use a percentage.',
      )
  } else if (!(Number.isInteger(next.percent) && next.percent! >= 1 && next.percent! <= 90))
    say('percent', 'La percentuale va da 1 a 90.', 'The percentage is from 1 to 90.')

  const started = original && time(original.starts) <= at
  if (!started) {
    if (starts < at - SLACK_MS)
      say('starts', 'Una promozione non può iniziare nel passato.', 'A sale cannot start in the past.')
    return out
  }
  const same =
    time(next.starts) === time(original.starts) &&
    (next.appliesTo ?? 'products') === (original.appliesTo ?? 'products') &&
    ids(next.products) === ids(original.products) &&
    (next.category ?? '') === (original.category ?? '') &&
    (next.kind ?? 'percent') === (original.kind ?? 'percent') &&
    (next.percent ?? null) === (original.percent ?? null) &&
    (next.price ?? null) === (original.price ?? null)
  if (!same)
    say(
      'starts',
      'La promozione è già iniziata: inizio, prodotti e sconto restano come i clienti li hanno visti. Puoi solo cambiarne la fine.',
      'The sale has started: its start, products and discount stay as shoppers saw them. Only its end can change.',
    )
  if (time(original.ends) <= at && ends !== time(original.ends))
    say('ends', 'La promozione è finita: non si modifica più.', 'The sale has ended: it can no longer change.')
  else if (ends !== time(original.ends) && ends < at - SLACK_MS)
    say('ends', 'La nuova fine non può essere nel passato.', 'The new end cannot be in the past.')
  return out
}

/** A sale that has started is part of the price history: it cannot be deleted. */
export const canDeleteSale = (sale: SaleInput, now: Date) => time(sale.starts) > now.getTime()
