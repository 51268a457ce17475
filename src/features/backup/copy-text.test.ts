import { describe, expect, it } from 'vitest'
import {
  copyBlocks,
  migrationChange,
  pgTimestampToIso,
  toPostgresValue,
  toSqliteValue,
  unescapeCopyField,
} from './copy-text'

describe('reading a pg_restore script', () => {
  it('undoes COPY text escapes and reads \\N as null', () => {
    expect(unescapeCopyField('\\N')).toBeNull()
    expect(unescapeCopyField('a\\tb\\nc\\\\d')).toBe('a\tb\nc\\d')
    expect(unescapeCopyField('\\101\\x42')).toBe('AB')
    expect(unescapeCopyField('plain "quoted" text')).toBe('plain "quoted" text')
  })

  it('gives each data block with its columns, their types from CREATE TABLE, and the rows', () => {
    const script = [
      "SET client_encoding = 'UTF8';",
      'CREATE TABLE public.orders (',
      '    id integer NOT NULL,',
      '    paid boolean DEFAULT false,',
      '    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,',
      '    note character varying',
      ');',
      'COPY public.orders (id, paid, created_at, note) FROM stdin;',
      '1\tt\t2026-11-26 02:17:27.123+00\tuna nota\\tcon tab',
      '2\tf\t2026-11-26 03:00:00+01\t\\N',
      '\\.',
      'COPY public.empty (id) FROM stdin;',
      '\\.',
    ]
    const blocks = [...copyBlocks(script)]
    expect(blocks.map((b) => b.table)).toEqual(['orders', 'empty'])
    expect(blocks[0]!.columns).toEqual(['id', 'paid', 'created_at', 'note'])
    expect(blocks[0]!.types).toEqual([
      'integer NOT NULL',
      'boolean DEFAULT false',
      'timestamp(3) with time zone DEFAULT now() NOT NULL',
      'character varying',
    ])
    expect(blocks[0]!.rows).toEqual([
      ['1', 't', '2026-11-26 02:17:27.123+00', 'una nota\tcon tab'],
      ['2', 'f', '2026-11-26 03:00:00+01', null],
    ])
    expect(blocks[1]!.rows).toEqual([])
  })

  it('refuses a script cut inside a data block (a truncated dump is not a smaller shop)', () => {
    expect(() => [...copyBlocks(['COPY public.orders (id) FROM stdin;', '1'])]).toThrow(/inside the data of orders/)
  })
})

describe('values across the two databases', () => {
  it('PostgreSQL → SQLite: booleans as 0/1, timestamps as ISO in UTC, numbers as numbers, text untouched', () => {
    expect(toSqliteValue('t', 'boolean', 'integer')).toBe(1)
    expect(toSqliteValue('f', 'boolean', 'integer')).toBe(0)
    expect(toSqliteValue('2026-11-26 03:00:00+01', 'timestamp(3) with time zone', 'text')).toBe(
      '2026-11-26T02:00:00.000Z',
    )
    expect(toSqliteValue('12.50', 'numeric', 'numeric')).toBe(12.5)
    expect(toSqliteValue('42', 'integer', 'integer')).toBe(42)
    // Text that looks like a date stays text when its column is not a timestamp.
    expect(toSqliteValue('2026-11-26 03:00:00+01', 'character varying', 'text')).toBe('2026-11-26 03:00:00+01')
    expect(toSqliteValue('{"a":1}', 'jsonb', 'text')).toBe('{"a":1}')
    expect(toSqliteValue(null, 'boolean', 'integer')).toBeNull()
  })

  it('reads every offset PostgreSQL prints', () => {
    expect(pgTimestampToIso('2026-01-01 00:30:00+05:30')).toBe('2025-12-31T19:00:00.000Z')
    expect(pgTimestampToIso('2026-01-01 00:00:00.5-02')).toBe('2026-01-01T02:00:00.500Z')
    expect(pgTimestampToIso('not a date')).toBeNull()
  })

  it('SQLite → PostgreSQL: 0/1 as booleans, JSON text as it is, the rest unchanged', () => {
    expect(toPostgresValue(1, 'boolean')).toBe(true)
    expect(toPostgresValue(0, 'boolean')).toBe(false)
    expect(toPostgresValue('{"a":1}', 'jsonb')).toBe('{"a":1}')
    expect(toPostgresValue(10n, 'integer')).toBe('10')
    expect(toPostgresValue(null, 'boolean')).toBeNull()
  })

  it('names a migration by its change, whatever its time stamp', () => {
    expect(migrationChange('20261126_021851_backup_runs')).toBe(migrationChange('20261126_021858_backup_runs'))
  })
})
