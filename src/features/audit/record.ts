import type { Payload, PayloadRequest } from 'payload'
import { clientIpFrom } from '@/lib/http'

/**
 * The audit log (issue 42): who changed what in the back office, when, from where, and what it was
 * before. Entries are written only here, by the shop, past access; nobody writes them through
 * `/cms/api`, and the operator reads them in /cms (Sistema → Registro modifiche).
 */

/** Fields never recorded: bookkeeping, secrets, and what Payload writes by itself. */
const NOISE = new Set([
  'updatedAt',
  'createdAt',
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'loginAttempts',
  'lockUntil',
  'apiKey',
  'apiKeyIndex',
  'password',
  '_status',
])

const MAX_VALUE = 2_000

/** A value as the log keeps it: JSON, cut past 2,000 characters. Pure. */
const kept = (v: unknown): unknown => {
  const json = JSON.stringify(v ?? null)
  return json.length > MAX_VALUE ? `${json.slice(0, MAX_VALUE)}…` : (v ?? null)
}

export type Change = { field: string; before: unknown; after: unknown }

/** What changed between two versions of a document, field by field (top level, bookkeeping left out). Pure. */
export function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Change[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const out: Change[] = []
  for (const field of [...keys].sort()) {
    if (NOISE.has(field) || field === 'id') continue
    const a = before?.[field]
    const b = after?.[field]
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue
    out.push({ field, before: kept(a), after: kept(b) })
  }
  return out
}

/** The entry's "fields" column (a text field, searchable in /cms): the changed fields' names, cut to stay
 * far below Payload's text limit (40,000 characters) — a bulk import names thousands of products, each in
 * `changes` anyway. Pure. */
export function fieldsList(changes: readonly Change[], max = 1_000): string {
  const all = changes.map((c) => c.field).join(', ')
  if (all.length <= max) return all
  const cut = all.slice(0, max)
  const kept = cut
    .slice(0, Math.max(0, cut.lastIndexOf(', ')))
    .split(', ')
    .filter(Boolean)
  return `${kept.join(', ')} … (+${changes.length - kept.length})`
}

export type AuditEntry = {
  by: string
  ip?: string | null
  target: string
  docId?: string | number | null
  operation: 'create' | 'update' | 'delete' | 'action'
  changes: Change[]
  note?: string
  /** The request of the change, when it runs in one (its transaction: the entry stands or falls with it). */
  req?: PayloadRequest
}

/** Two years, then an entry is pruned (when entries are written, now and then). */
export const KEEP_MS = 2 * 366 * 86_400_000
let sincePrune = 0

export async function recordAudit(payload: Payload, e: AuditEntry): Promise<void> {
  if (e.operation === 'update' && !e.changes.length) return
  await payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    data: {
      at: new Date().toISOString(),
      by: e.by,
      ip: e.ip ?? null,
      target: e.target,
      docId: e.docId === undefined || e.docId === null ? null : String(e.docId),
      operation: e.operation,
      fields: fieldsList(e.changes),
      changes: e.changes as never,
      note: e.note ?? null,
    },
    ...(e.req ? { req: e.req } : {}),
  })
  if (++sincePrune >= 200) {
    sincePrune = 0
    await pruneAudit(payload, new Date(), e.req)
  }
}

/** Entries older than two years go (run now and then as entries are written). */
export async function pruneAudit(payload: Payload, now = new Date(), req?: PayloadRequest): Promise<void> {
  // In the entry's transaction when it has one (a bulk import on SQLite holds the only write lock).
  await payload.delete({
    collection: 'audit-log',
    where: { at: { less_than: new Date(now.getTime() - KEEP_MS).toISOString() } },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
}

/** The address of the request this runs in (a route or a server action), or null outside one (scripts, tests). */
async function requestIp(): Promise<string | null> {
  try {
    const { headers } = await import('next/headers')
    return clientIpFrom(await headers())
  } catch {
    return null
  }
}

/**
 * An operator's action that the shop carries out itself (an order shipped or refunded, a transfer
 * recorded, a dealer approved or suspended): recorded like an edit, with the request's address.
 */
export async function auditAction(
  payload: Payload,
  operator: { email: string },
  action: { target: string; docId: string | number; note: string; changes: Change[] },
): Promise<void> {
  await recordAudit(payload, {
    by: operator.email,
    ip: await requestIp(),
    target: action.target,
    docId: action.docId,
    operation: 'action',
    changes: action.changes,
    note: action.note,
  })
}
