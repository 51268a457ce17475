// The floors and the features' order (docs/adr/0038-floors.md), enforced on every `npm test`
// (scripts/test.sh; a planted circle and a planted deep import must be refused: src/floors.test.ts).
// Bottom to top: src/lib → src/services → src/i18n → the schema (src/payload, src/migrations)
// → the features, each importing only features below it, through their public faces → the top
// (src/app routes, the composition root, instrumentation, proxy, scripts).

/** The features, bottom to top: a feature imports only features before it in this list. */
const FEATURES = [
  'seller',
  'audit',
  'vitals',
  'ui',
  'tax',
  'pricing',
  'settings',
  'stock-alerts',
  'forms',
  'sign-in',
  'preview',
  'products',
  'wishlist',
  'dealers',
  'content',
  'cart',
  'payments',
  'invoices',
  'orders',
  'reviews',
  'checkout',
  'catalog',
  'search',
  'catalogue-io',
  'feeds',
  'home',
  'operator',
  'carriers',
  'backup',
  'ops',
  'dashboard',
  'account',
  'demo',
  'shell',
]

/** A feature's public face: what other features and the top floor may import (plus its style sheets). */
const FACE = '^src/features/[^/]+/(index|client|server|request|actions|types)\\.tsx?$|\\.css$'
const TOP =
  '^src/(app/|composition\\.ts$|payload\\.config\\.ts$|boot\\.ts$|instrumentation\\.ts$|proxy\\.ts$)|^scripts/'

const forbidden = [
  {
    name: 'no-circular',
    comment: 'No circle at any depth: modules that need each other are one module, or one of them moves down.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'lib-imports-nothing-of-the-app',
    comment: 'src/lib holds helpers and services that know nothing of the shop: it imports only src/lib.',
    severity: 'error',
    from: { path: '^src/lib/' },
    to: { path: '^src/', pathNot: '^src/lib/' },
  },
  {
    name: 'services-floor',
    comment:
      'src/services holds the shop-agnostic services (outbox, mailer, rate limits, leases, metrics): above src/lib, below the rest.',
    severity: 'error',
    from: { path: '^src/services/' },
    to: { path: '^src/', pathNot: '^src/(lib|services)/' },
  },
  {
    name: 'i18n-floor',
    comment: 'The locale table and the messages sit above src/lib and below the schema.',
    severity: 'error',
    from: { path: '^src/i18n/' },
    to: { path: '^src/', pathNot: '^src/(lib|services|i18n)/' },
  },
  {
    name: 'schema-below-features',
    comment:
      'The schema (src/payload, src/migrations, src/payload-types.ts) imports no feature and nothing above: features register behaviour at the composition root (src/composition.ts).',
    severity: 'error',
    from: { path: '^src/(payload/|migrations/|payload-types\\.ts$)' },
    to: { path: '^src/', pathNot: '^src/(lib/|services/|i18n/|payload/|migrations/|payload-types\\.ts$)' },
  },
  {
    name: 'features-below-the-top',
    comment: 'A feature never imports a route, the composition root, the config or a script.',
    severity: 'error',
    from: { path: '^src/features/' },
    to: { path: TOP },
  },
  {
    name: 'every-feature-in-the-order',
    comment: 'A new feature folder takes its place in FEATURES (.dependency-cruiser.cjs) and in ADR 0038.',
    severity: 'error',
    from: { path: '^src/features/', pathNot: `^src/features/(${FEATURES.join('|')})/` },
    to: {},
  },
  {
    name: 'no-feature-internals',
    comment:
      'Another feature is imported through its public face (index.ts, client.ts, server.ts, request.ts, actions.ts, types.ts), never its internal files.',
    severity: 'error',
    from: { path: '^src/features/([^/]+)/' },
    to: { path: '^src/features/', pathNot: ['^src/features/$1/', FACE] },
  },
  {
    name: 'top-uses-public-faces',
    comment: 'Routes, the composition root and scripts import features through their public faces too.',
    severity: 'error',
    from: { path: TOP, pathNot: '\\.mjs$' },
    to: { path: '^src/features/', pathNot: FACE },
  },
  {
    name: 'no-request-code-outside-a-request',
    comment:
      'The composition root and the instrumentation hook load outside the App Directory: nothing they import may reach src/i18n/server.ts (next/root-params, cookies). Request-bound code is behind the request.ts faces.',
    severity: 'error',
    from: { path: '^src/(instrumentation|composition|payload\\.config)\\.ts$' },
    to: { path: '^src/i18n/server\\.ts$', reachable: true },
  },
  // The features' order: each one imports only those below it.
  ...FEATURES.map((feature, i) => ({
    name: `feature-order-${feature}`,
    comment: `${feature} imports only features below it in FEATURES (.dependency-cruiser.cjs).`,
    severity: 'error',
    from: { path: `^src/features/${feature}/` },
    to: { path: `^src/features/(${FEATURES.slice(i + 1).join('|') || '$^'})/` },
  })),
]

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next)/|\\.test\\.tsx?$|^src/app/\\(payload\\)/cms/importMap\\.js$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    cache: false,
  },
}
