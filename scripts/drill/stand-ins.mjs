// The drill's mail sink and S3 stand-in, in a process of their own (scripts/drill.mjs forks this file):
// the drill's own work (50 buyers at once, the load loops, Playwright's output) cannot starve them,
// and a slow answer from either is the machine's, not the drill's event loop (issue 53).
// The SMTP sink answers 451 (try later) from the moment the parent says the outage begins until
// `refuseMs` after it, then keeps every message as an .eml file in `outboxDir` (where the browser
// journeys read their e-mails); each refusal and each message kept is reported to the parent.
import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { freePort, startS3 } from '../drill-services.mjs'

/**
 * Starts the stand-ins' process. Returns the SMTP port, the bucket's endpoint and env, `delivered`
 * (each message kept: { to, subject, at }, filled as they come), `refused()`, `startOutage()` and `stop()`.
 */
export async function startStandIns({ outboxDir, s3Dir, bucket, refuseMs }) {
  const child = fork(import.meta.filename, [JSON.stringify({ outboxDir, s3Dir, bucket, refuseMs })], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const delivered = []
  let refused = 0
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the drill's stand-ins exited (${code}) before they were ready`)))
    child.on('message', (m) => {
      if (m.ready) resolve(m)
      else if (m.refused) refused += 1
      else if (m.delivered) delivered.push(m.delivered)
    })
  })
  const { smtpPort, s3 } = await ready
  return {
    smtpPort,
    s3,
    delivered,
    refused: () => refused,
    startOutage: (at) => child.send({ outageFrom: at }),
    stop: () => child.exitCode === null && child.kill('SIGTERM'),
  }
}

async function serve({ outboxDir, s3Dir, bucket, refuseMs }) {
  let outageFrom = Infinity
  let kept = 0
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', () => {
        if (Date.now() - outageFrom < refuseMs) {
          process.send({ refused: true })
          const err = new Error('Mailbox busy, try again later')
          err.responseCode = 451
          return done(err)
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        fs.writeFileSync(path.join(outboxDir, `${Date.now()}-${kept++}.eml`), raw)
        const subject = (raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ')
        process.send({ delivered: { to: session.envelope.rcptTo.map((r) => r.address), subject, at: Date.now() } })
        done()
      })
    },
  })
  const smtpPort = await freePort()
  await new Promise((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve))
  const s3 = await startS3(s3Dir, bucket)
  const stop = () => {
    sink.close()
    s3.stop()
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  // The drill ended without stopping us (it crashed): nothing to serve any more.
  process.on('disconnect', stop)
  process.on('message', (m) => {
    if (m.outageFrom) outageFrom = m.outageFrom
  })
  process.send({ ready: true, smtpPort, s3: { endpoint: s3.endpoint, env: s3.env } })
}

if (process.argv[1] === import.meta.filename) await serve(JSON.parse(process.argv[2]))
