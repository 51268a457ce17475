#!/usr/bin/env node
// `npm run backup:keygen -- <identity file>` (README "Backups and restore", issue 52): a new age key pair
// for the shop's backups, made with the age-encryption library. The identity (the private key,
// AGE-SECRET-KEY-1…) is written to the file, readable by its owner only (0600), in age-keygen's format
// (`age -d -i <file>` opens the archives too); the public key (age1…) is printed for the shop's
// BACKUP_AGE_RECIPIENT. Keep the identity off the server: a stolen server then holds archives it cannot
// read. An existing file is never overwritten.
import fs from 'node:fs'
import path from 'node:path'
import { generateX25519Identity, identityToRecipient } from 'age-encryption'

const file = process.argv[2]
if (!file || file.startsWith('-')) {
  console.error('usage: npm run backup:keygen -- <identity file>   (kept off the server)')
  process.exit(1)
}
// Relative to where `npm run` was typed (npm runs the script from the project's folder).
const target = path.resolve(process.env.INIT_CWD || '.', file)
const identity = await generateX25519Identity()
const recipient = await identityToRecipient(identity)
try {
  fs.writeFileSync(target, `# created: ${new Date().toISOString()}\n# public key: ${recipient}\n${identity}\n`, {
    mode: 0o600,
    flag: 'wx',
  })
} catch (err) {
  console.error(`${target}: ${err.code === 'EEXIST' ? 'already exists, not overwritten' : err.message}`)
  process.exit(1)
}
console.error(`identity written to ${target} (0600): keep it off the server, it alone opens the archives`)
console.log(`BACKUP_AGE_RECIPIENT=${recipient}`)
