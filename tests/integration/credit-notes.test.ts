import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { invoiceExport } from '@/features/orders/invoice-export'
import { invoiceNumberParts } from '@/features/invoices/invoice-number'
import { italianDay } from '@/features/invoices/model'
import { orderRefunds, recordRefund } from '@/features/orders/refunds'
import { getSeller } from '@/features/seller/data'
import { toCents } from '@/lib/money'
import type { Order } from '@/payload-types'
import { payOrder, pendingGuestOrder, shop } from './helpers'

const XSD = path.resolve('tests/fixtures/fatturapa/Schema_del_file_xml_FatturaPA_v1.2.2.local-import.xsd')
function validate(xml: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'td04-')), 'doc.xml')
  fs.writeFileSync(file, xml)
  execFileSync('xmllint', ['--nonet', '--noout', '--schema', XSD, file], { stdio: 'pipe' })
}

const paid = async (invoice: boolean, tag: string): Promise<Order> =>
  payOrder(await pendingGuestOrder(tag, { invoice }))

describe('credit notes', () => {
  it('a refund of an invoiced order gets a credit note (TD04) numbered in the same series, once per refund', async () => {
    const payload = await shop()
    const order = await paid(true, 'credit-invoiced')
    const invoice = invoiceNumberParts(order.invoiceNumber!)
    const refund = { id: `re_credit_${order.id}`, cents: 3000, restock: {} }
    expect(await recordRefund(payload, order.id, refund)).toBe('partly-refunded')
    // The same event again (a webhook retry) records nothing and takes no number.
    expect(await recordRefund(payload, order.id, refund)).toBe('already-recorded')
    const [r] = await orderRefunds(payload, order.id)
    expect(r.creditNote).not.toBeNull()
    const note = invoiceNumberParts(r.creditNote!.number)
    expect(note.year).toBe(invoice.year)
    expect(note.n).toBeGreaterThan(invoice.n)
    expect(r.creditNote!.date).toBe(italianDay(new Date()))

    // No number is lost between the documents: the next invoice follows the credit note.
    const next = await paid(true, 'credit-next')
    expect(invoiceNumberParts(next.invoiceNumber!).n).toBe(note.n + 1)
  })

  it('a refund of a consumer sale (a receipt, no invoice) takes no number', async () => {
    const payload = await shop()
    const order = await paid(false, 'credit-consumer')
    expect(order.invoiceNumber).toBeFalsy()
    await recordRefund(payload, order.id, { id: `re_consumer_${order.id}`, cents: 1000, restock: {} })
    expect((await orderRefunds(payload, order.id))[0].creditNote).toBeNull()
  })

  it("the month's export holds every e-invoice and credit note, valid, and the register lists them", async () => {
    const payload = await shop()
    const order = await paid(true, 'credit-export')
    await recordRefund(payload, order.id, {
      id: `re_export_${order.id}`,
      cents: toCents(order.totalAmount),
      restock: {},
    })
    const [refund] = await orderRefunds(payload, order.id)
    const month = italianDay(new Date()).slice(0, 7)
    const { zip, fileName } = await invoiceExport(payload, month, await getSeller())
    expect(fileName).toBe(`fatture-${month}.zip`)
    const files = unzipSync(zip)
    const register = strFromU8(files[`registro-${month}.csv`])
    const lines = register.split('\r\n')
    const invoiceLine = lines.find((l) => l.startsWith(`Fattura;${order.invoiceNumber};`))!
    expect(invoiceLine).toContain(';Bottega Verdi S.n.c.;01234567897;IT;IVA Italia;22,00;')
    const noteLine = lines.find((l) => l.startsWith(`Nota di credito;${refund.creditNote!.number};`))!
    expect(noteLine).toContain(`;${order.invoiceNumber};`)
    const total = order.totalAmount.toFixed(2).replace('.', ',')
    expect(noteLine).toContain(`;-${total};`)
    const xmlFiles = Object.keys(files).filter((f) => f.startsWith('fatture/'))
    // Every document of the register is in the zip, and each file is valid against the schema.
    expect(xmlFiles.length).toBe(lines.filter((l) => /^(Fattura|Nota di credito);/.test(l)).length)
    for (const f of xmlFiles) validate(strFromU8(files[f]))
    const credit = xmlFiles
      .map((f) => strFromU8(files[f]))
      .find((x) => x.includes(`<Numero>${refund.creditNote!.number}</Numero>`))!
    expect(credit).toContain('<TipoDocumento>TD04</TipoDocumento>')
    expect(credit).toContain(`<DatiFattureCollegate><IdDocumento>${order.invoiceNumber}</IdDocumento>`)
  })

  it("the year's archive (ten years, from /cms) holds every document of the year's months, byte for byte", async () => {
    const payload = await shop()
    await paid(true, 'credit-year')
    const month = italianDay(new Date()).slice(0, 7)
    const year = month.slice(0, 4)
    const seller = await getSeller()
    const yearly = await invoiceExport(payload, year, seller)
    expect(yearly.fileName).toBe(`fatture-${year}.zip`)
    const y = unzipSync(yearly.zip)
    const m = unzipSync((await invoiceExport(payload, month, seller)).zip)
    const monthDocs = Object.keys(m).filter((f) => f.startsWith('fatture/'))
    expect(monthDocs.length).toBeGreaterThan(0)
    for (const f of monthDocs) expect(Buffer.from(y[f]).equals(Buffer.from(m[f]))).toBe(true)
    const yearRegister = strFromU8(y[`registro-${year}.csv`]).split('\r\n')
    for (const line of strFromU8(m[`registro-${month}.csv`]).split('\r\n').filter(Boolean))
      expect(yearRegister).toContain(line)
  })
})
