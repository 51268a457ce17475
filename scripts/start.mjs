#!/usr/bin/env node
// `npm start`: builds the production app when no build exists, then serves it on PORT.
// The app itself applies the committed migrations and seeds the demo content on its first start (src/instrumentation.ts).
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
const port = process.env.PORT || '3000'
process.env.NODE_ENV = 'production'

if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || process.env.FORCE_BUILD === '1') {
  console.log('No production build found: building (a few minutes on first start)...')
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: process.env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Optimised images are cached by source URL; media file names repeat across data directories
// (every demo seed uploads the same names), so a start never trusts another run's copies.
fs.rmSync(path.join(root, '.next', 'cache', 'images'), { recursive: true, force: true })

const server = spawn(process.execPath, [nextBin, 'start', '-p', port, ...(process.env.BIND_HOST ? ['-H', process.env.BIND_HOST] : [])], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
