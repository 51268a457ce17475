import {
  refusal,
  type CurrentProduct,
  type CurrentVariant,
  type ProductEdit,
  type Refusal,
  type Words,
} from './columns'

/**
 * What an import would do (pure): each edit against the product with its SKU — created when none has
 * it, updated when something differs — with the changes field by field for the preview, or refused
 * with the reason. The database's facts come in as arguments: the products, the categories (Italian
 * name → English), and the running sales' rule on a new price (`saleRule`, features/pricing).
 */
export type Diff = { field: string; before: string; after: string }
export type NextVariant = Omit<CurrentVariant, 'id'> & { id: string | null }
export type NextProduct = Omit<CurrentProduct, 'id' | 'variants' | 'image'> & { variants: NextVariant[] }
export type Change = {
  line: number
  sku: string
  current: CurrentProduct | null
  next: NextProduct
  diffs: Diff[]
}
export type Plan = { changes: Change[]; refusals: Refusal[]; unchanged: number }

export type PlanFacts = {
  products: readonly CurrentProduct[]
  categories: ReadonlyMap<string, string>
  /** The reason a published product's new price is refused (a running sale's announcement), or null. */
  saleRule: (product: CurrentProduct, newPrice: number) => Words | null
}

const w = (it: string, en: string): Words => ({ it, en })

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v))

export function slugify(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'prodotto'
  )
}

function uniqueUrl(base: string, taken: Set<string>): string {
  let url = base
  for (let n = 2; taken.has(url); n += 1) url = `${base}-${n}`
  taken.add(url)
  return url
}

function diffsOf(current: CurrentProduct | null, next: NextProduct): Diff[] {
  const out: Diff[] = []
  const cmp = (field: string, a: unknown, b: unknown) => {
    if (show(a) !== show(b)) out.push({ field, before: show(a), after: show(b) })
  }
  const c = current
  cmp('Nome (IT)', c?.name.it, next.name.it)
  cmp('Nome (EN)', c?.name.en, next.name.en)
  cmp('Riassunto (IT)', c?.summary.it, next.summary.it)
  cmp('Riassunto (EN)', c?.summary.en, next.summary.en)
  cmp('Categoria', c?.category.it, next.category.it)
  cmp('Prezzo', c?.price.toFixed(2), next.price.toFixed(2))
  cmp('Pezzi', c?.stock, next.stock)
  cmp('Stato', c?.status, next.status)
  cmp('Peso (g)', c?.weight, next.weight)
  cmp('GTIN', c?.gtin, next.gtin)
  for (const v of next.variants) {
    const was = v.id ? c?.variants.find((x) => x.id === v.id) : undefined
    const label = `Variante ${v.sku ?? v.name.it}`
    if (!was) out.push({ field: `${label}: nuova`, before: '—', after: `${v.name.it} / ${v.name.en}` })
    cmp(`${label}: SKU`, was?.sku, v.sku)
    cmp(`${label}: nome (IT)`, was?.name.it, v.name.it)
    cmp(`${label}: nome (EN)`, was?.name.en, v.name.en)
    cmp(`${label}: pezzi`, was?.stock, v.stock)
    cmp(`${label}: peso (g)`, was?.weight, v.weight)
  }
  return out
}

/** The variants after the edit's rows: matched by SKU, else by Italian name (a variant without one), else added. */
function nextVariants(e: ProductEdit, current: CurrentProduct | null, problems: Words[]): NextVariant[] {
  const out: NextVariant[] = (current?.variants ?? []).map((v) => ({ ...v, name: { ...v.name } }))
  const used = new Set<string>()
  for (const ve of e.variants) {
    const byName = (v: NextVariant) =>
      !v.sku && ve.name?.it !== undefined && v.name.it.toLowerCase() === ve.name.it.toLowerCase()
    const target = out.find((v) => v.sku === ve.sku) ?? out.find(byName)
    if (target && target.id && used.has(target.id)) {
      problems.push(
        w(
          `La variante «${ve.sku}» (riga ${ve.line}) corrisponde a una variante già indicata.`,
          `The variant «${ve.sku}» (line ${ve.line}) matches a variant already given.`,
        ),
      )
      continue
    }
    if (target) {
      if (target.id) used.add(target.id)
      target.sku = ve.sku
      if (ve.name?.it !== undefined) target.name.it = ve.name.it
      if (ve.name?.en !== undefined) target.name.en = ve.name.en
      if (ve.stock !== undefined) target.stock = ve.stock
      if (ve.weight !== undefined) target.weight = ve.weight
    } else if (!ve.name?.it)
      problems.push(
        w(
          `Variante nuova «${ve.sku}» (riga ${ve.line}): indica il nome (IT).`,
          `New variant «${ve.sku}» (line ${ve.line}): give its name (IT).`,
        ),
      )
    else
      out.push({
        id: null,
        sku: ve.sku,
        name: { it: ve.name.it, en: ve.name.en ?? ve.name.it },
        stock: ve.stock ?? null,
        weight: ve.weight ?? null,
      })
  }
  return out
}

export function planImport(edits: readonly ProductEdit[], facts: PlanFacts): Plan {
  const bySku = new Map<string, CurrentProduct[]>()
  for (const p of facts.products) bySku.set(p.sku, [...(bySku.get(p.sku) ?? []), p])
  const lowerCategory = new Map([...facts.categories.keys()].map((k) => [k.toLowerCase(), k]))
  const urls = new Set(facts.products.map((p) => p.url))
  // Every variant SKU in the shop and its product: a variant SKU is the shop's, not only the file's.
  const variantOwner = new Map<string, CurrentProduct>()
  for (const p of facts.products) for (const v of p.variants) if (v.sku) variantOwner.set(v.sku, p)
  const plan: Plan = { changes: [], refusals: [], unchanged: 0 }
  for (const e of edits) {
    const problems: Words[] = []
    const found = bySku.get(e.sku) ?? []
    if (found.length > 1)
      problems.push(
        w(
          `Lo SKU «${e.sku}» è di ${found.length} prodotti nel negozio: correggilo in /cms.`,
          `The SKU «${e.sku}» belongs to ${found.length} products in the shop: correct it in /cms.`,
        ),
      )
    const current = found.length === 1 ? found[0]! : null
    let category = current?.category ?? { it: '', en: '' }
    if (e.category !== undefined) {
      const known = lowerCategory.get(e.category.toLowerCase())
      if (known) category = { it: known, en: facts.categories.get(known) || known }
      else
        problems.push(
          w(
            `Categoria sconosciuta «${e.category}»: le categorie sono ${[...facts.categories.keys()].join(', ')} (una nuova si crea in /cms).`,
            `Unknown category «${e.category}»: the categories are ${[...facts.categories.keys()].join(', ')} (a new one is created in /cms).`,
          ),
        )
    }
    const fresh = found.length === 0
    if (fresh && !e.hasRow)
      problems.push(
        w(
          `Prodotto «${e.sku}» sconosciuto: per crearlo serve anche la riga del prodotto.`,
          `Unknown product «${e.sku}»: creating it needs the product's row too.`,
        ),
      )
    if (fresh && e.hasRow) {
      if (!e.name?.it) problems.push(w('Prodotto nuovo: indica il nome (IT).', 'New product: give its name (IT).'))
      if (e.category === undefined)
        problems.push(w('Prodotto nuovo: indica la categoria.', 'New product: give its category.'))
      if (e.price === undefined) problems.push(w('Prodotto nuovo: indica il prezzo.', 'New product: give its price.'))
    }
    const variants = nextVariants(e, current, problems)
    for (const v of variants) {
      const owner = v.sku ? variantOwner.get(v.sku) : undefined
      if (owner && owner.id !== current?.id)
        problems.push(
          w(
            `Lo SKU variante «${v.sku}» è già di un altro prodotto del negozio («${owner.sku}»): ogni variante ha il suo SKU.`,
            `The variant SKU «${v.sku}» already belongs to another product in the shop («${owner.sku}»): each variant has its own SKU.`,
          ),
        )
    }
    const nameIt = e.name?.it ?? current?.name.it ?? ''
    const next: NextProduct = {
      sku: e.sku,
      url: current?.url ?? '',
      // A new product has no photo yet: it is created as a draft, published from /cms.
      status: current ? (e.status ?? current.status) : 'draft',
      name: { it: nameIt, en: e.name?.en ?? current?.name.en ?? nameIt },
      summary: {
        it: e.summary?.it !== undefined ? (e.summary.it ?? '') : (current?.summary.it ?? ''),
        en: e.summary?.en !== undefined ? (e.summary.en ?? '') : (current?.summary.en ?? ''),
      },
      category,
      price: e.price ?? current?.price ?? 0,
      stock: e.stock ?? current?.stock ?? 0,
      weight: e.weight !== undefined ? e.weight : (current?.weight ?? null),
      gtin: e.gtin !== undefined ? e.gtin : (current?.gtin ?? null),
      variants,
    }
    if (current && next.status === 'published' && current.status === 'draft' && !current.image)
      problems.push(
        w(
          'Il prodotto non ha ancora la foto principale: aggiungila in /cms prima di pubblicarlo.',
          'The product has no main photo yet: add it in /cms before publishing it.',
        ),
      )
    if (current && current.status === 'published' && e.price !== undefined && e.price !== current.price) {
      const reason = facts.saleRule(current, e.price)
      if (reason) problems.push(reason)
    }
    if (problems.length) {
      plan.refusals.push(...problems.map((why) => refusal(e.line, why, e.sku)))
      continue
    }
    if (!current) next.url = uniqueUrl(slugify(nameIt), urls)
    const diffs = diffsOf(current, next)
    if (!diffs.length) plan.unchanged += 1
    else plan.changes.push({ line: e.line, sku: e.sku, current, next, diffs })
  }
  return plan
}
