import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ownerOnlyFiles, sqliteFiles } from './owner-only'

const mode = (file: string) => fs.statSync(file).mode & 0o777

describe('ownerOnlyFiles', () => {
  it('closes the database and its logs to group and others, skips what is missing or already closed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-only-'))
    const db = path.join(dir, 'vetrina.db')
    fs.writeFileSync(db, '')
    fs.chmodSync(db, 0o644)
    fs.writeFileSync(`${db}-wal`, '')
    fs.chmodSync(`${db}-wal`, 0o640)
    fs.writeFileSync(`${db}-shm`, '')
    fs.chmodSync(`${db}-shm`, 0o600)
    expect(ownerOnlyFiles(sqliteFiles(db))).toEqual([db, `${db}-wal`])
    expect(sqliteFiles(db).map(mode)).toEqual([0o600, 0o600, 0o600])
    fs.rmSync(`${db}-shm`)
    expect(ownerOnlyFiles(sqliteFiles(db))).toEqual([])
    fs.rmSync(dir, { recursive: true })
  })
})
