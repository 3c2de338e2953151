import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/fail-on-console-error.ts', 'src/web/test/english.ts'],
    // Each file gets its own database, so files run in parallel; 2 cores, 2 workers.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    // A file marked `// @module-tag node-release` touches what differs between Node releases: crypto,
    // fetch, streams, the database drivers, the mailer. CI runs those again on each supported release.
    tags: [{ name: 'node-release', description: 'Runs on every supported Node release in CI.' }],
    hookTimeout: 60_000,
  },
});
