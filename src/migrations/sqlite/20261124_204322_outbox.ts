import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_mail_queue\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text,
  	\`subject\` text,
  	\`kind\` text DEFAULT 'message' NOT NULL,
  	\`ref\` text,
  	\`await_status\` text,
  	\`message\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`lease_until\` text,
  	\`retry_from\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`dedupe_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  // Rows of the old queue are stored messages; the pending ones are due at once.
  await db.run(sql`INSERT INTO \`__new_mail_queue\`("id", "to", "subject", "kind", "message", "status", "attempts", "next_attempt_at", "retry_from", "last_error", "dedupe_key", "updated_at", "created_at") SELECT "id", "to", "subject", 'message', "message", coalesce("status", 'pending'), "attempts", "created_at", "created_at", "last_error", "dedupe_key", "updated_at", "created_at" FROM \`mail_queue\`;`)
  await db.run(sql`DROP TABLE \`mail_queue\`;`)
  await db.run(sql`ALTER TABLE \`__new_mail_queue\` RENAME TO \`mail_queue\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`mail_queue_status_idx\` ON \`mail_queue\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`mail_queue_next_attempt_at_idx\` ON \`mail_queue\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`mail_queue_dedupe_key_idx\` ON \`mail_queue\` (\`dedupe_key\`);`)
  await db.run(sql`CREATE INDEX \`mail_queue_updated_at_idx\` ON \`mail_queue\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_queue_created_at_idx\` ON \`mail_queue\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_mail_queue\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`status\` text DEFAULT 'pending',
  	\`attempts\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`dedupe_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mail_queue\`("id", "to", "subject", "message", "status", "attempts", "last_error", "dedupe_key", "updated_at", "created_at") SELECT "id", "to", "subject", "message", CASE WHEN "status" = 'void' THEN 'sent' ELSE "status" END, "attempts", "last_error", "dedupe_key", "updated_at", "created_at" FROM \`mail_queue\` WHERE "to" IS NOT NULL AND "subject" IS NOT NULL AND "message" IS NOT NULL;`)
  await db.run(sql`DROP TABLE \`mail_queue\`;`)
  await db.run(sql`ALTER TABLE \`__new_mail_queue\` RENAME TO \`mail_queue\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`mail_queue_status_idx\` ON \`mail_queue\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`mail_queue_dedupe_key_idx\` ON \`mail_queue\` (\`dedupe_key\`);`)
  await db.run(sql`CREATE INDEX \`mail_queue_updated_at_idx\` ON \`mail_queue\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_queue_created_at_idx\` ON \`mail_queue\` (\`created_at\`);`)
}
