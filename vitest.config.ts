import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

/**
 * The unit tests that replace a module or the environment (vi.mock, vi.stubEnv, vi.resetModules …), found by
 * reading them: these run isolated, a file added with a mock included.
 */
const UNIT_MOCKING = fs
  .readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `src/${f.split(path.sep).join('/')}`)
  .filter((f) =>
    /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/.test(
      fs.readFileSync(path.join(import.meta.dirname, f), 'utf8'),
    ),
  )

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // The pure rules, without isolation: each worker loads a module once for all its files (the unit run
        // took 46 s on the 2-core machine, 14 s so, November 2026). A file that mocks or stubs a module
        // (vi.mock, vi.stubEnv …) would leak its stand-in into the files after it: those run isolated, below.
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: UNIT_MOCKING,
          environment: 'node',
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { name: 'unit-mocks', include: UNIT_MOCKING, environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/integration/setup.ts'],
          // One worker, shared module state: the database is migrated and seeded once per run.
          pool: 'forks',
          maxWorkers: 1,
          isolate: false,
          fileParallelism: false,
          // Room for the PostgreSQL run beside npm test's own tests in CI (.ci/run): behaviour is asserted, not speed.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
