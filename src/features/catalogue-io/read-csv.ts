import { parse } from 'csv-parse/sync'
import { COLUMNS, MAX_BYTES, MAX_ROWS, REQUIRED_COLUMNS, refusal, type Column, type Refusal } from './columns'

/**
 * Reading an uploaded product CSV (pure): the size and row limits, UTF-8 only (a BOM is fine), the
 * delimiter (';' as Excel writes it in Italy, or ','), the header's columns. Every refusal is in Italian
 * and English with its line; line 0 is the whole file.
 */
export type CsvRow = { line: number; cells: Partial<Record<Column, string>> }
export type ReadResult = { ok: true; columns: Column[]; rows: CsvRow[] } | { ok: false; refusals: Refusal[] }

const whole = (it: string, en: string): ReadResult => ({ ok: false, refusals: [refusal(0, { it, en })] })

/** The delimiter of the header line: the one of ';', ',' or tab that occurs most outside quotes. */
export function detectDelimiter(text: string): ';' | ',' | '\t' {
  const counts = { ';': 0, ',': 0, '\t': 0 }
  let quoted = false
  for (const ch of text) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) break
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts] += 1
  }
  if (counts['\t'] > counts[';'] && counts['\t'] > counts[',']) return '\t'
  return counts[','] > counts[';'] ? ',' : ';'
}

/** The bytes as text, or null when they are not valid UTF-8. */
function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return null
  }
}

export function readProductCsv(bytes: Uint8Array): ReadResult {
  if (bytes.byteLength > MAX_BYTES)
    return whole(
      `Il file è troppo grande (${(bytes.byteLength / 1048576).toFixed(1)} MB): il massimo è 10 MB.`,
      `The file is too large (${(bytes.byteLength / 1048576).toFixed(1)} MB): at most 10 MB.`,
    )
  if (bytes.byteLength === 0) return whole('Il file è vuoto.', 'The file is empty.')
  const text = utf8(bytes)
  if (text === null)
    return whole(
      'Il file non è in UTF-8: in Excel salvalo come «CSV UTF-8 (delimitato da virgole)» e riprova.',
      'The file is not UTF-8: in Excel save it as «CSV UTF-8 (comma delimited)» and try again.',
    )
  if (text.includes('\u0000'))
    return whole(
      'Il file non è un CSV di testo (contiene caratteri binari).',
      'The file is not a text CSV (it contains binary characters).',
    )
  const delimiter = detectDelimiter(text)
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: false,
    }) as never
  } catch (err) {
    const line = Number((err as { lines?: number }).lines) || 0
    const why = csvProblem(err)
    return {
      ok: false,
      refusals: [refusal(line, { it: `CSV non leggibile: ${why.it}`, en: `Unreadable CSV: ${why.en}` })],
    }
  }
  if (!records.length) return whole('Il file è vuoto.', 'The file is empty.')
  const head = records[0]!.record.map((h) => h.trim().toLowerCase())
  const refusals: Refusal[] = []
  const seen = new Set<string>()
  for (const h of head) {
    if (!(COLUMNS as readonly string[]).includes(h))
      refusals.push(
        refusal(1, {
          it: `Colonna sconosciuta «${h.slice(0, 40)}»: le colonne sono ${COLUMNS.join(', ')}.`,
          en: `Unknown column «${h.slice(0, 40)}»: the columns are ${COLUMNS.join(', ')}.`,
        }),
      )
    else if (seen.has(h))
      refusals.push(refusal(1, { it: `La colonna «${h}» compare due volte.`, en: `The column «${h}» appears twice.` }))
    seen.add(h)
  }
  for (const c of REQUIRED_COLUMNS)
    if (!seen.has(c))
      refusals.push(
        refusal(1, { it: `Manca la colonna obbligatoria «${c}».`, en: `The required column «${c}» is missing.` }),
      )
  if (refusals.length) return { ok: false, refusals }
  const body = records.slice(1)
  if (body.length > MAX_ROWS)
    return whole(
      `Il file ha più di ${MAX_ROWS.toLocaleString('it-IT')} righe: dividilo in più file.`,
      `The file has more than ${MAX_ROWS.toLocaleString('en-GB')} rows: split it into several files.`,
    )
  const columns = head as Column[]
  return {
    ok: true,
    columns,
    rows: body.map(({ record, info }) => ({
      line: info.lines,
      cells: Object.fromEntries(columns.map((c, i) => [c, (record[i] ?? '').trim()])),
    })),
  }
}

/** csv-parse's reason in a few words. */
function csvProblem(err: unknown): { it: string; en: string } {
  const code = (err as { code?: string }).code ?? ''
  if (code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH')
    return {
      it: 'la riga ha un numero di colonne diverso dall’intestazione.',
      en: 'the row has a different number of columns from the header.',
    }
  if (code === 'CSV_QUOTE_NOT_CLOSED')
    return { it: 'virgolette aperte e mai chiuse.', en: 'a quote opened and never closed.' }
  if (code.startsWith('CSV_INVALID_CLOSING_QUOTE'))
    return { it: 'virgolette chiuse nel mezzo di una cella.', en: 'a quote closed in the middle of a cell.' }
  return { it: 'formato non valido.', en: 'invalid format.' }
}
