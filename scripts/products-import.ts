export {}

// `npm run products:import -- file.csv [--apply]` and `npm run products:import -- --price-change
// category=Candele:+5% [--apply]` (README "Bulk editing by CSV"): a dry run prints what would change and
// every refused row with its line and reason; --apply applies it all in one transaction, or nothing.

const USAGE = 'usage: npm run products:import -- file.csv [--apply]  |  --price-change category=Candele:+5% [--apply]'

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const apply = args.includes('--apply')
  const pc = args.indexOf('--price-change')
  const file = args.find((a, i) => !a.startsWith('--') && (pc < 0 || i !== pc + 1))
  const { readFile } = await import('node:fs/promises')
  const { getShopPayload } = await import('../src/boot')
  const { applyImport, parsePriceChange, previewImport, MAX_BYTES } = await import('@/features/catalogue-io/server')
  let source
  if (pc >= 0) {
    const change = parsePriceChange(args[pc + 1] ?? '')
    if (!change) throw new Error(`bad --price-change (e.g. category=Candele:+5%). ${USAGE}`)
    source = { priceChange: change }
  } else {
    if (!file) throw new Error(USAGE)
    const { stat } = await import('node:fs/promises')
    if ((await stat(file)).size > MAX_BYTES) {
      console.log(`RIFIUTATO riga 0: il file supera 10 MB.`)
      return 2
    }
    source = { csv: new Uint8Array(await readFile(file)), name: file.split('/').at(-1) }
  }
  const payload = await getShopPayload()
  const preview = await previewImport(payload, source)
  for (const c of preview.changes) {
    console.log(`${c.create ? 'NUOVO' : 'MODIFICA'} ${c.sku}${c.line ? ` (riga ${c.line})` : ''}`)
    for (const d of c.diffs) console.log(`  ${d.field}: ${d.before} → ${d.after}`)
  }
  for (const r of preview.refusals) console.log(`RIFIUTATO riga ${r.line}${r.sku ? ` (${r.sku})` : ''}: ${r.reason}`)
  const summary = `${preview.changes.length} da cambiare, ${preview.unchanged} invariati, ${preview.refusals.length} rifiuti`
  if (preview.refusals.length) {
    console.log(`${summary}. Nulla applicato: correggi le righe rifiutate.`)
    return 2
  }
  if (!apply) {
    console.log(`${summary}. Prova (dry run): aggiungi --apply per applicare.`)
    return 0
  }
  const done = await applyImport(payload, source, {
    by: `cli:${process.env.USER ?? 'operator'}`,
    digest: preview.digest,
  })
  if (!done.ok) {
    for (const r of done.refusals) console.log(`RIFIUTATO riga ${r.line}: ${r.reason}`)
    return 2
  }
  console.log(`Applicato: ${done.created} creati, ${done.updated} aggiornati in ${done.ms} ms.`)
  return 0
}

// Exits once stdout is written out: to a pipe (`| tail`, the bench) Node writes asynchronously, and an
// exit at once dropped the preview's end and the final "Applicato" line of a large file.
const exit = (code: number) => process.stdout.write('', () => process.exit(code))
main().then(exit, (err) => {
  console.error(`import failed: ${(err as Error).message}`)
  exit(1)
})
