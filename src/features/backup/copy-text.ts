/**
 * The values of one database as the other stores them, for moving a shop between SQLite and PostgreSQL
 * (issue 36, `npm run restore -- <archive> --to …`). Both hold the same Payload schema under the same
 * table and column names; they differ in how a value is written: SQLite keeps booleans as 0/1, dates
 * as ISO text and JSON as text, PostgreSQL has boolean, timestamptz, jsonb, numeric and enums. A
 * PostgreSQL archive is read without a server, from the COPY text of `pg_restore --data-only`.
 */

/**
 * One `COPY table (cols) FROM stdin;` block of a pg_restore script, its rows still in COPY text, with
 * each column's PostgreSQL type as the script's CREATE TABLE gave it ('' when it did not).
 */
export type CopyBlock = { table: string; columns: string[]; types: string[]; rows: (string | null)[][] }

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' }

/** A field of COPY's text format: `\N` is null; backslash escapes (\t, \n, \\, octal, \x hex) undone. */
export function unescapeCopyField(field: string): string | null {
  if (field === '\\N') return null
  if (!field.includes('\\')) return field
  return field.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, e: string) => {
    if (e[0] === 'x' && e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16))
    if (/^[0-7]+$/.test(e)) return String.fromCharCode(parseInt(e, 8))
    return ESCAPES[e] ?? e
  })
}

const COPY_HEAD = /^COPY (?:"?public"?\.)?"?([\w]+)"? \(([^)]*)\) FROM stdin;$/
const CREATE_HEAD = /^CREATE TABLE (?:"?public"?\.)?"?([\w]+)"? \($/
const COLUMN = /^\s+"?([\w]+)"? (.+?),?$/

/**
 * Reads a pg_restore SQL script a line at a time: remembers the column types of its CREATE TABLEs
 * (they all come before the data) and returns each data block when its `\.` ends it.
 */
export function copyParser() {
  const types = new Map<string, Map<string, string>>()
  let creating: Map<string, string> | null = null
  let block: CopyBlock | null = null
  return {
    line(line: string): CopyBlock | null {
      if (block) {
        if (line !== '\\.') {
          block.rows.push(line.split('\t').map(unescapeCopyField))
          return null
        }
        const done = block
        block = null
        return done
      }
      if (creating) {
        if (line.startsWith(')')) creating = null
        else {
          const col = COLUMN.exec(line)
          if (col && !/^(CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK)$/i.test(col[1]!)) creating.set(col[1]!, col[2]!)
        }
        return null
      }
      const create = CREATE_HEAD.exec(line)
      if (create) {
        creating = new Map()
        types.set(create[1]!, creating)
        return null
      }
      const head = COPY_HEAD.exec(line)
      if (head) {
        const columns = head[2]!.split(',').map((c) => c.trim().replace(/^"|"$/g, ''))
        const known = types.get(head[1]!)
        block = { table: head[1]!, columns, types: columns.map((c) => known?.get(c) ?? ''), rows: [] }
      }
      return null
    },
    end() {
      if (block) throw new Error(`the dump ends inside the data of ${block.table}`)
    },
  }
}

/** The data blocks of a whole pg_restore SQL script. */
export function* copyBlocks(lines: Iterable<string>): Generator<CopyBlock> {
  const parser = copyParser()
  for (const line of lines) {
    const block = parser.line(line)
    if (block) yield block
  }
  parser.end()
}

const PG_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)([+-]\d\d)(?::?(\d\d))?$/

/** A timestamptz as PostgreSQL prints it ("2026-11-26 02:17:27.123+01") → ISO in UTC, as Payload keeps it in SQLite. */
export function pgTimestampToIso(text: string): string | null {
  const m = PG_TIMESTAMP.exec(text)
  if (!m) return null
  return new Date(`${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}`).toISOString()
}

/**
 * A value of COPY text, of a PostgreSQL column of type `pgType`, for a SQLite column of the declared type
 * (Payload's: integer, numeric, real, text).
 */
export function toSqliteValue(text: string | null, pgType: string, declaredType: string): string | number | null {
  if (text === null) return null
  if (pgType.startsWith('boolean')) return text === 't' ? 1 : 0
  if (pgType.startsWith('timestamp')) return pgTimestampToIso(text) ?? text
  const type = declaredType.toLowerCase()
  if (type.startsWith('integer') || type.startsWith('numeric') || type.startsWith('real')) return Number(text)
  return text
}

/** A SQLite value for a PostgreSQL column of this information_schema data_type. */
export function toPostgresValue(value: unknown, dataType: string): unknown {
  if (value === null || value === undefined) return null
  if (dataType === 'boolean') return Boolean(Number(value))
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof ArrayBuffer) return Buffer.from(value)
  if (dataType === 'jsonb' || dataType === 'json') return typeof value === 'string' ? value : JSON.stringify(value)
  return value
}

/** A migration's name without its timestamp: the same change is named alike for both databases. */
export const migrationChange = (name: string) => name.replace(/^\d{8}_\d{6}_/, '')
