export {}

// `npm run search:rebuild` (README "Search"): makes the search index again from the published catalogue,
// its categories and the content pages — after a bulk import done outside Payload, or whenever the
// index is suspected out of step. Safe while the shop serves: searches made during the few seconds it
// takes may miss things (the index is emptied first, which also drops the words no text has any more).

async function main() {
  const { getShopPayload } = await import('../src/boot')
  const { rebuildSearchIndex } = await import('@/features/search/server')
  const payload = await getShopPayload()
  const started = Date.now()
  const r = await rebuildSearchIndex(payload)
  console.log(`search index rebuilt: ${r.products} products, ${r.documents} documents in ${Date.now() - started} ms`)
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`search rebuild failed: ${(err as Error).message}`)
    process.exit(1)
  },
)
