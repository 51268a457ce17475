import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

/** The unit tests that replace a module or the environment (vi.mock, vi.stubEnv, vi.resetModules …): isolated. */
const UNIT_MOCKING = [
  'src/proxy.test.ts',
  'src/instrumentation.test.ts',
  'src/features/carriers/closed-rules.test.ts',
  'src/features/carriers/pickup-limit.test.ts',
  'src/features/carriers/return-due.test.ts',
  'src/i18n/third-locale.test.ts',
]

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
