/**
 * CSV for the operator's spreadsheets (Excel in Italy): ';' separates, ',' is the decimal mark, UTF-8
 * with a BOM so accents survive, CRLF line ends. Text cells that a spreadsheet would run as a formula
 * (a customer naming themself "=HYPERLINK(…)") are written as text.
 */
export type CsvValue = string | number | null | undefined

/** An amount with two decimals and a decimal comma. */
export const csvNumber = (n: number) => n.toFixed(2).replace('.', ',')

function cell(v: CsvValue): string {
  if (v === null || v === undefined) return ''
  let s = typeof v === 'number' ? csvNumber(v) : v
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[;"\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** Rows as lines of the file, each ended by CRLF (a file written a part at a time: `csvDocument`'s lines). */
export const csvLines = (rows: readonly (readonly CsvValue[])[]): string =>
  rows.map((r) => r.map(cell).join(';') + '\r\n').join('')

/** The byte order mark that opens every file (Excel reads UTF-8 by it). */
export const CSV_BOM = '\uFEFF'

/** The whole file: a header row and the rows. Numbers are amounts (two decimals); pass text for anything else. */
export function csvDocument(head: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvLines([head, ...rows])
}
