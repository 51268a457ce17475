import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-sqlite'
import { refoldSortNames, type SortNameDb } from '../sort-names'

// The sort names filled by 20261128_025943_product_sort_name kept accents; each becomes what a save
// writes (lib/sort-key.ts), so a product saved before sorts where a product saved now does.
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const changed = await refoldSortNames(db as unknown as SortNameDb)
  if (changed) payload.logger.info(`product sort names without accents: ${changed} rows`)
}

// Nothing to undo: the names are what every save writes.
export async function down(_: MigrateDownArgs): Promise<void> {}
