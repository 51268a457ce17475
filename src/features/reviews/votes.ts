import crypto from 'node:crypto'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { CollectionBeforeDeleteHook, Payload } from 'payload'
import { env } from '@/lib/env'

/**
 * "Useful" votes under reviews (issue 52): one per voter and review, for good. Each vote is a row of
 * `review_votes` (unique review + voter) and the review's counter moves only when that row is new, in
 * one transaction: a second vote — tomorrow, next year, or sent twenty times at once — counts nothing.
 */

/** Who votes: a signed-in account, or else the client's address. */
export type Voter = { userId?: number | string | null; ip: string }

/**
 * The voter's key in `review_votes`: the account's id, or an HMAC of the address with the shop's
 * secret (`payload.secret`), so that the table never holds a visitor's address in clear.
 */
export function voterKey(secret: string, voter: Voter): string {
  if (voter.userId !== undefined && voter.userId !== null && voter.userId !== '') return `user:${voter.userId}`
  return `addr:${crypto.createHmac('sha256', secret).update(`review-vote:${voter.ip}`).digest('base64url')}`
}

type Statement = { sql: string; args: (string | number)[] }
type LibsqlClient = { batch(stmts: Statement[], mode: 'write'): Promise<{ rowsAffected: number }[]> }
type PgDb = { execute(query: unknown): Promise<{ rows: unknown[] }> }

/**
 * Records `key`'s vote for the review and adds one to its counter when the vote is new; true when it
 * counted. SQLite: one write batch (BEGIN IMMEDIATE … COMMIT), the UPDATE running only when the INSERT
 * added its row (`changes()`). PostgreSQL: one statement, the UPDATE fed by the INSERT's RETURNING.
 */
export async function countVote(payload: Payload, reviewId: number | string, key: string): Promise<boolean> {
  const now = new Date().toISOString()
  if (env.usePostgres) {
    const db = (payload.db as unknown as { drizzle: PgDb }).drizzle
    const res = await db.execute(
      sql`WITH vote AS (
            INSERT INTO "review_votes" ("review_id", "voter", "updated_at", "created_at")
            VALUES (${Number(reviewId)}, ${key}, ${now}, ${now})
            ON CONFLICT ("review_id", "voter") DO NOTHING
            RETURNING 1
          )
          UPDATE "reviews" SET "helpful" = coalesce("helpful", 0) + 1
          WHERE "id" = ${Number(reviewId)} AND EXISTS (SELECT 1 FROM vote)
          RETURNING "id"`,
    )
    return res.rows.length === 1
  }
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  const results = await client.batch(
    [
      {
        sql:
          'INSERT INTO "review_votes" ("review_id", "voter", "updated_at", "created_at") VALUES (?, ?, ?, ?) ' +
          'ON CONFLICT ("review_id", "voter") DO NOTHING',
        args: [Number(reviewId), key, now, now],
      },
      {
        sql: 'UPDATE "reviews" SET "helpful" = coalesce("helpful", 0) + 1 WHERE "id" = ? AND changes() = 1',
        args: [Number(reviewId)],
      },
    ],
    'write',
  )
  return results[1]!.rowsAffected === 1
}

/** Reviews' beforeDelete: a deleted review's votes go with it (in the deletion's transaction). */
export const clearVotes: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await req.payload.delete({ collection: 'review-votes', where: { review: { equals: id } }, req, overrideAccess: true })
}
