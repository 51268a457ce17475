export {}

// `npm run products:export -- file.csv` (README "Bulk editing by CSV"): every product and variant as
// the product CSV (UTF-8 with a BOM, ';' between cells), to edit in a spreadsheet and import again.

async function main() {
  const file = process.argv[2]
  if (!file) throw new Error('usage: npm run products:export -- file.csv')
  const { writeFile } = await import('node:fs/promises')
  const { getShopPayload } = await import('../src/boot')
  const { catalogueCsv, loadCatalogue } = await import('@/features/catalogue-io/server')
  const payload = await getShopPayload()
  const products = await loadCatalogue(payload)
  await writeFile(file, catalogueCsv(products))
  const variants = products.reduce((n, p) => n + p.variants.length, 0)
  console.log(`${products.length} prodotti e ${variants} varianti scritti in ${file}`)
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`export failed: ${(err as Error).message}`)
    process.exit(1)
  },
)
