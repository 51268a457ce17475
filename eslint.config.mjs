import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import globals from 'globals'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'test-results/**',
      'playwright-report/**',
      '*.tmp.mjs',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The plain JavaScript scripts (drills, load, perf) have no type-check behind them: a name used
    // without its import (drill-services.mjs used `net` after a refactor) fails here, not in CI's drill.
    files: ['scripts/**/*.mjs', '*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-undef': 'error' },
  },
  // Import circles (any depth) and the floors are checked by dependency-cruiser (.dependency-cruiser.cjs, ADR 0038).
  {
    // src/lib holds the few shared helpers and stands below everything: it imports nothing above it.
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features/*',
                '@/payload/*',
                '@/app/*',
                '@payload-config',
                '@/migrations/*',
                '@/services/*',
                '@/i18n/*',
              ],
              message: 'src/lib imports nothing above it: move the code up, or pass what it needs in.',
            },
          ],
        },
      ],
    },
  },
]

export default config
