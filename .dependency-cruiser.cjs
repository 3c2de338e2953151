// Import rules (docs/decisions/0020-import-rules.md), checked by `npm run lint`.
// Tests may reach across (a server test prerenders the landing page, for one); these rules are
// about the product's own code.
const notTest = '\\.test\\.tsx?$';
// The src/shared modules without zod: the owner app may take values from these only
// (docs/decisions/0035-answers-checked-on-the-server.md).
const zodFree =
  '^src/shared/(auth-popup|places-texts|place-types|plan|prerender|qr-template|rating-labels|retention|team-code|text|i18n/[^/]+)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-only-zod',
      comment: 'src/shared is the contract both sides import: it may import only zod and itself.',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: notTest },
      to: { pathNot: ['^src/shared/', '^node_modules/zod/'] },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'A feature is composed with others in src/web/app, never inside another feature.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/', pathNot: notTest },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'components-and-lib-import-no-feature-or-app',
      comment: 'web/components and web/lib are the bottom layer: features and app build on them.',
      severity: 'error',
      from: { path: '^src/web/(components|lib)/', pathNot: notTest },
      to: { path: '^src/web/(features|app)/' },
    },
    {
      name: 'customer-pages-import-only-shared',
      comment:
        'The customer pages are their own small bundle: nothing of the owner app may ride along. The one exception is the toast store both toasters share (one toast at a time, 5 s, as specified).',
      severity: 'error',
      from: { path: '^src/web/customer/', pathNot: notTest },
      to: {
        path: '^src/',
        pathNot: ['^src/shared/', '^src/web/customer/', '^src/web/lib/toast-store\\.ts$'],
      },
    },
    {
      name: 'owner-app-takes-only-types-from-schemas',
      comment:
        'The server checks every answer against its schema, so the owner app never downloads zod: from a schema module it takes types only, and values from the zod-free modules.',
      severity: 'error',
      from: { path: '^src/web/', pathNot: [notTest, '^src/web/customer/', '^src/web/test/'] },
      to: { path: '^src/shared/', pathNot: zodFree, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'zod-free-modules-stay-zod-free',
      comment: 'What the owner app may take at run time imports neither zod nor a schema module.',
      severity: 'error',
      from: { path: zodFree },
      to: { path: ['^node_modules/zod/', '^src/shared/'], pathNot: zodFree },
    },
    {
      name: 'server-imports-web-only-in-the-ssr-renderer',
      comment: 'The server renders the customer pages from their components (0022); no other web code.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: [notTest, '^src/server/ratings/render\\.ts$'] },
      to: { path: '^src/web/' },
    },
    {
      name: 'only-the-http-layer-speaks-http-errors',
      comment:
        'Services throw domain errors (src/server/lib/domain-errors.ts); only plugins, app.ts and route files (routes.ts, *-routes.ts, pages.ts) use the HTTP error handler (issue 27).',
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: [
          notTest,
          '^src/server/plugins/',
          '^src/server/app\\.ts$',
          '/(routes|[a-z-]+-routes|pages)\\.ts$',
        ],
      },
      to: { path: '^src/server/plugins/error-handler\\.ts$' },
    },
    {
      name: 'services-import-no-fastify',
      comment:
        'A domain service takes the database and plain values; it never sees a request or reply (issue 27).',
      severity: 'error',
      from: { path: '^src/server/[^/]+/service\\.ts$' },
      to: { path: ['^node_modules/fastify', '^node_modules/@fastify/', '^node_modules/fastify-plugin'] },
    },
    {
      name: 'product-code-imports-no-test-stand-in',
      comment:
        'The Stripe, Google, OpenID and SMTP stand-ins and the test helpers live in src/server/test; product code never reaches them, so the build never ships them.',
      severity: 'error',
      from: { path: '^src/', pathNot: [notTest, '^src/server/test/'] },
      to: { path: '^src/server/test/' },
    },
    {
      name: 'web-does-not-import-server',
      severity: 'error',
      from: { path: '^src/web/', pathNot: notTest },
      to: { path: '^src/server/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { pathNot: notTest },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
