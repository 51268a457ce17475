import { beforeAll, describe, expect, it } from 'vitest'
import { billingSchema } from '@/features/checkout/billing'
import { createPendingOrder } from '@/features/checkout/create-order'
import { dashboardData } from '@/features/dashboard/data'
import { messages } from '@/i18n/messages'
import { exportCsv } from '@/features/operator/exports'
import { PAID_STATUSES } from '@/features/ops/metrics'
import { orderRefunds, recordRefund } from '@/features/orders/refunds'
import { toCents } from '@/lib/money'
import { italianBilling, payOrder, pendingGuestOrder, productWithStock, shop } from './helpers'

/** The rows of the orders CSV: order number, status as printed, total in cents. */
function csvRows(csv: string) {
  const [, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  return lines.map((line) => {
    const cells = line.split(';')
    return { id: cells[0], status: cells[11], cents: toCents(Number(cells[10].replace(',', '.'))) }
  })
}

describe('the /cms dashboard (issue 42)', () => {
  beforeAll(async () => {
    await shop() // migrated and seeded before the first test's clock starts
  })

  it("a period's sales, refunds and order count are those of the orders CSV of the same days", async () => {
    const payload = await shop()
    // Today's sales: two paid orders, one of them partly refunded; one left unpaid.
    const a = await payOrder(await pendingGuestOrder(`dash-a-${Date.now()}`))
    await payOrder(await pendingGuestOrder(`dash-b-${Date.now()}`))
    await pendingGuestOrder(`dash-c-${Date.now()}`)
    expect(await recordRefund(payload, a.id, { id: `re_dash_${a.id}`, cents: 1234, restock: {} })).toBe(
      'partly-refunded',
    )

    for (const kind of ['day', 'week', 'month'] as const) {
      const d = await dashboardData(payload, kind)
      const { csv } = await exportCsv(payload, 'orders', 'it', d.ranges.current)
      const statusNames = new Set(PAID_STATUSES.map((s) => (messages.it.account.statuses as Record<string, string>)[s]))
      const sales = csvRows(csv).filter((r) => statusNames.has(r.status))
      let refunded = 0
      // A sale's refunds count up to its amount (a held overpayment refunded in full gives back more, ADR 0031).
      for (const r of sales)
        refunded += Math.min(
          (await orderRefunds(payload, Number(r.id))).reduce((s, x) => s + x.cents, 0),
          r.cents,
        )
      const gross = sales.reduce((s, r) => s + r.cents, 0)
      expect(d.current.orders, kind).toBe(sales.length)
      expect(d.current.grossCents, kind).toBe(gross)
      expect(d.current.refundedCents, kind).toBe(refunded)
      expect(d.current.netCents, kind).toBe(gross - refunded)
      expect(d.chart.net.at(-1)! >= 0).toBe(true)
    }
    const today = await dashboardData(payload, 'day')
    expect(today.current.orders).toBeGreaterThanOrEqual(2)
    expect(today.current.refundedCents).toBeGreaterThanOrEqual(1234)
    expect(today.chart.days).toHaveLength(14)
    expect(today.chart.net.at(-1)).toBe(today.current.netCents)
    // Unpaid orders are started checkouts, not sales.
    expect(today.funnel.checkouts).toBeGreaterThan(today.funnel.paid)
    expect(today.bestSellers[0]).toMatchObject({ name: expect.any(String) })
    expect(today.bestSellers.find((b) => b.sku)?.quantity).toBeGreaterThanOrEqual(4)
    expect(today.todo.toShip).toBeGreaterThanOrEqual(2)
  })

  it('names the best sellers in the operator’s language, whatever language each buyer saw', async () => {
    const payload = await shop()
    // Bought in English (the line keeps "Wave Vase"), then in Italian.
    for (const lang of ['en', 'it'] as const) {
      const p = await productWithStock('vaso-onda', 50)
      const billing = billingSchema(messages[lang]).parse(
        italianBilling('Anna', `dash-lang-${lang}-${Date.now()}@example.com`),
      )
      const res = await createPendingOrder(payload, {
        lang,
        user: null,
        lines: [{ id: String(p.id), quantity: 20, sets: '', fragrance: '' }],
        note: '',
        billing,
      })
      if (!res.ok) throw new Error(res.error)
      const order = await payload.update({
        collection: 'orders',
        id: res.order.id,
        overrideAccess: true,
        data: { checkoutSessionId: `cs_dash_lang_${res.order.id}` },
      })
      await payOrder(order)
    }
    const names = async (lang: 'it' | 'en') =>
      (await dashboardData(payload, 'day', new Date(), lang)).bestSellers.map((b) => b.name)
    const inItalian = await names('it')
    expect(inItalian[0]).toBe('Vaso Onda') // 40 pieces today: one row, however each buyer saw it
    expect(inItalian).not.toContain('Wave Vase')
    const inEnglish = await names('en')
    expect(inEnglish[0]).toBe('Wave Vase')
    expect(inEnglish).not.toContain('Vaso Onda')
  })
})
