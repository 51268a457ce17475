import type { CollectionConfig, GlobalConfig, PayloadRequest } from 'payload'
import { changesBetween, recordAudit } from './record'
import { clientIpFrom } from '@/lib/http'
import { isAdminUser } from '@/payload/access'

/**
 * The audit log's hooks (issue 42): every collection and global the operator edits records each change
 * made by an operator — in /cms, through `/cms/api` or the Local API with the operator as user — with
 * the fields before and after. The shop's own records (limits, mail queue, carts, sessions, counters…)
 * are not operator changes and are left out.
 */
const NOT_AUDITED = new Set([
  'audit-log',
  'rate-limits',
  'review-votes',
  'mail-queue',
  'cart-merges',
  'carts',
  'wishlists',
  'session-devices',
  'totp-factors',
  'recovery-codes',
  'passkeys',
  'search-queries',
  'invoice-counters',
  'backup-runs',
  'price-history',
  'category-history',
  'code-uses',
  'web-vitals',
])

const operatorOf = (req: PayloadRequest) => (isAdminUser(req.user) ? (req.user as { email: string }) : null)
const ipOf = (req: PayloadRequest) => (req.headers ? clientIpFrom(req.headers) : null)

export function audited(c: CollectionConfig): CollectionConfig {
  if (NOT_AUDITED.has(c.slug)) return c
  return {
    ...c,
    hooks: {
      ...c.hooks,
      afterChange: [
        ...(c.hooks?.afterChange ?? []),
        async ({ doc, previousDoc, operation, req }) => {
          const op = operatorOf(req)
          if (op)
            await recordAudit(req.payload, {
              by: op.email,
              ip: ipOf(req),
              target: c.slug,
              docId: doc.id,
              operation,
              changes: changesBetween(operation === 'create' ? null : previousDoc, doc),
              req,
            })
          return doc
        },
      ],
      afterDelete: [
        ...(c.hooks?.afterDelete ?? []),
        async ({ doc, id, req }) => {
          const op = operatorOf(req)
          if (op)
            await recordAudit(req.payload, {
              by: op.email,
              ip: ipOf(req),
              target: c.slug,
              docId: id,
              operation: 'delete',
              changes: changesBetween(doc, null),
              req,
            })
        },
      ],
    },
  }
}

export function auditedGlobal(g: GlobalConfig): GlobalConfig {
  return {
    ...g,
    hooks: {
      ...g.hooks,
      afterChange: [
        ...(g.hooks?.afterChange ?? []),
        async ({ doc, previousDoc, req }) => {
          const op = operatorOf(req)
          if (op)
            await recordAudit(req.payload, {
              by: op.email,
              ip: ipOf(req),
              target: `global:${g.slug}`,
              operation: 'update',
              changes: changesBetween(previousDoc, doc),
              req,
            })
          return doc
        },
      ],
    },
  }
}
