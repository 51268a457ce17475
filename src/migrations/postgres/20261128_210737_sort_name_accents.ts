import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import { refoldSortNames } from '../sort-names'

// The sort names filled by 20261128_025951_product_sort_name kept accents; each becomes what a save
// writes (lib/sort-key.ts), so a product saved before sorts where a product saved now does.
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const run = (q: SQL) => db.execute(q as never)
  const changed = await refoldSortNames({
    all: async (q) => (await run(q)).rows as never,
    run,
  })
  if (changed) payload.logger.info(`product sort names without accents: ${changed} rows`)
}

// Nothing to undo: the names are what every save writes.
export async function down(_: MigrateDownArgs): Promise<void> {}
