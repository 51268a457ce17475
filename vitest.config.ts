import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
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
