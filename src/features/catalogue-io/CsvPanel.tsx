import type { ServerProps } from 'payload'
import { CsvTool } from './CsvTool'

/** Above the products' list in /cms (admins only): the CSV export, import and bulk price change (issue 54). */
export function CsvPanel({ i18n, user }: ServerProps) {
  if ((user as { role?: string } | undefined)?.role !== 'admin') return null
  return <CsvTool lang={i18n.language === 'en' ? 'en' : 'it'} />
}
