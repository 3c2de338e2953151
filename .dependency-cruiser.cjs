// Import rules (docs/decisions/0020-import-rules.md), checked by `npm run lint`.
// Tests may reach across (a server test prerenders the landing page, for one); these rules are
// about the product's own code.
const notTest = '\\.test\\.tsx?$';
// src/shared has two folders: schemas/ (zod, the API contract) and constants/ (zod-free values and
// texts). The owner app may take values from constants/ only (docs/decisions/0035).
const zodFree = '^src/shared/lib/';
// Every domain has its folder under src/server/domains/; beside it sit the layers every domain may use
// (db, lib, plugins, jobs, contract) and the test stand-ins.
const domain = '^src/server/domains/([^/]+)/';
// The HTTP layer of a domain: route plugins and server-rendered pages.
const routeFile = '(routes|[a-z-]+-routes|[a-z-]+-pages)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'one-name-per-concept',
      comment:
        'Retired names (docs/architecture.md, Glossary): the visit is `visits`, short links are `links` on both sides, zod-free shared code is `shared/lib`, a page file says what it renders (`*-pages.ts`), prepared statements and the offline cache say so; the record is a `business` in code (a location only on screen), the members’ figures are the team board, each unsubscribe page file says whose mail it stops, and a not-found screen says which (an unknown link for a customer, no business for the QR).',
      severity: 'error',
      from: {},
      to: {
        path: [
          '^src/server/domains/ratings/',
          '^src/server/db/tables/ratings\\.ts$',
          '^src/shared/schemas/ratings\\.ts$',
          '^src/shared/constants/',
          '^src/web/features/(sharing|statistics)/',
          '/pages\\.ts$',
          '/fixed-statement\\.ts$',
          '/kept-queries\\.ts$',
          '/google-mail\\.ts$',
          '/staff-board\\.ts$',
          '/location-switcher\\.tsx$',
          '/unsubscribe-pages\\.ts$',
          '/business-not-found\\.tsx$',
        ],
      },
    },
    {
      name: 'shared-imports-only-zod',
      comment:
        'src/shared is the contract both sides import: it may import only zod, itself, and the one message runtime (FormatJS) every side speaks through.',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: notTest },
      to: {
        pathNot: [
          '^src/shared/',
          '^node_modules/zod/',
          '^node_modules/intl-messageformat/',
          '^node_modules/@formatjs/icu-messageformat-parser/',
        ],
      },
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
      comment: 'web/components, web/lib and web/i18n are the bottom layer: features and app build on them.',
      severity: 'error',
      from: { path: '^src/web/(components|lib|i18n)/', pathNot: notTest },
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
      comment:
        'The server renders the customer pages from their components (visits/render.ts); no other web code.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: [notTest, '^src/server/domains/visits/render\\.ts$'] },
      to: { path: '^src/web/' },
    },
    {
      name: 'only-the-http-layer-speaks-http-errors',
      comment:
        'Services throw domain errors (src/server/lib/domain-errors.ts); only plugins, app.ts and route files (routes.ts, *-routes.ts, *-pages.ts) use the HTTP error handler.',
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: [
          notTest,
          '^src/server/plugins/',
          '^src/server/app\\.ts$',
          '/(routes|[a-z-]+-routes|[a-z-]+-pages)\\.ts$',
        ],
      },
      to: { path: '^src/server/plugins/error-handler\\.ts$' },
    },
    {
      name: 'services-import-no-fastify',
      comment: 'A domain service takes the database and plain values; it never sees a request or reply.',
      severity: 'error',
      from: { path: '^src/server/domains/[^/]+/service\\.ts$' },
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
      name: 'a-domain-imports-only-its-own-tables',
      comment:
        "Each table has one owning domain, the only one that reads or writes it (docs/architecture.md). Another domain calls that domain's service.",
      severity: 'error',
      from: {
        // A domain, or a layer (jobs owns job_runs; lib, plugins and contract own no table).
        path: '^src/server/(?:domains/)?([^/]+)/',
        // The customer's visit (visits/scan-insert.ts, rate-statement.ts) names the rollup tables in
        // fixed SQL text, not by import; table-ownership.test.ts reads that (docs/architecture.md).
        pathNot: [notTest, '^src/server/(db|test)/'],
      },
      to: {
        path: '^src/server/db/tables/',
        pathNot: '^src/server/db/tables/$1\\.ts$',
        // A row's type is a shape, not access: a page may be handed a BusinessRow.
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'only-db-and-tests-import-the-whole-schema',
      comment:
        'db/schema.ts gathers every table for the migrator and drizzle-kit; product code takes its own table file.',
      severity: 'error',
      from: { path: '^src/', pathNot: [notTest, '^src/server/(db|test)/'] },
      to: { path: '^src/server/db/schema\\.ts$' },
    },
    {
      name: 'routes-reach-only-their-own-domain',
      comment:
        'A route file validates, calls its own service and answers; other domains are reached by that service.',
      severity: 'error',
      from: { path: `${domain}${routeFile}`, pathNot: notTest },
      to: {
        path: '^src/server/',
        pathNot: ['^src/server/domains/$1/', '^src/server/(lib|plugins)/', '^src/server/[^/]+\\.ts$'],
      },
    },
    {
      name: 'routes-import-no-database-code',
      comment: 'Route files never touch tables or drizzle: queries live in services.',
      severity: 'error',
      from: { path: routeFile, pathNot: notTest },
      to: {
        path: ['^src/server/db/', '^node_modules/drizzle-orm/'],
        pathNot: '^src/server/db/client\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'one-domain-reaches-another-only-through-its-service',
      comment: "A domain's other files are its own business; its service.ts is what it offers the others.",
      severity: 'error',
      from: { path: domain, pathNot: notTest },
      to: {
        path: '^src/server/domains/[^/]+/',
        pathNot: ['^src/server/domains/$1/', '^src/server/domains/[^/]+/service\\.ts$'],
      },
    },
    {
      name: 'plugins-lib-and-db-import-no-domain',
      comment: 'The cross-cutting layers sit under the domains: a domain may use them, never the reverse.',
      severity: 'error',
      from: { path: '^src/server/(plugins|lib|db|contract)/', pathNot: notTest },
      to: { path: '^src/server/domains/' },
    },
    {
      name: 'the-job-registry-reaches-domains-through-their-service',
      comment: "jobs/registry.ts lists what each domain runs on a schedule; it calls the domain's service.",
      severity: 'error',
      from: { path: '^src/server/jobs/', pathNot: notTest },
      to: { path: '^src/server/domains/', pathNot: '^src/server/domains/[^/]+/service\\.ts$' },
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
