import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    setupFiles: ['src/server/test/fail-on-console-error.ts', 'src/web/test/english.ts'],
    // Each file gets its own database, so files run in parallel; 2 cores, 2 workers.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A file marked `// @module-tag node-release` touches what differs between Node releases: crypto,
    // fetch, streams, the database drivers, the mailer. CI runs those again on each supported release.
    tags: [{ name: 'node-release', description: 'Runs on every supported Node release in CI.' }],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          globalSetup: ['src/server/test/global-setup.ts'],
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          // A server test file builds its own app over its own database and leaves no global state, so
          // the files of one worker share the loaded modules: importing the app once per worker, not once
          // per file, cuts the suite from 816 s to 510 s (docs/decisions/0061).
          isolate: false,
        },
      },
      {
        extends: true,
        // The screens render into one document per file: each file keeps its own.
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          globalSetup: ['src/web/test/compiled-messages.ts'],
        },
      },
    ],
  },
});
