import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3199);
// The language model's stand-in: another origin (127.0.0.1), as an operator's model server is.
const MODEL_PORT = Number(process.env.E2E_MODEL_PORT ?? 3198);
export const E2E_ORIGIN = `http://localhost:${PORT}`;
// A fresh embedded database for every run, so journeys never see yesterday's data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'reviewtap-e2e-'));
// The workers read the same folder: a journey acting as a customer opens their e-mail's link
// (tests/e2e/support/customer-mail.ts).
process.env.E2E_DATA_DIR = dataDir;
// A second server on its embedded defaults, without a language model: what a new operator runs, where
// drafts are the saved replies (tests/e2e/saved-replies.spec.ts).
const PLAIN_PORT = Number(process.env.E2E_PLAIN_PORT ?? PORT + 2);
process.env.E2E_PLAIN_PORT = String(PLAIN_PORT);
const plainDataDir =
  process.env.E2E_PLAIN_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'reviewtap-e2e-plain-'));
process.env.E2E_PLAIN_DATA_DIR = plainDataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous limits: two workers share two cores with the server, and a journey waits for states, not
  // for a time (durations are measured alone, in `npm run bench`).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_ORIGIN,
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx src/server/test/chat-model-stand-in-main.ts',
      url: `http://127.0.0.1:${MODEL_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(MODEL_PORT) },
    },
    {
      command: 'node dist/server/main.js',
      url: `${E2E_ORIGIN}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: E2E_ORIGIN,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // No daily backup of the journeys' throwaway database.
        BACKUP_SCHEDULE: 'off',
        // Drafts come from the stand-in, through the real adapter.
        AI_BASE_URL: `http://127.0.0.1:${MODEL_PORT}/v1`,
        AI_API_KEY: 'sk-journeys',
        AI_MODEL: 'stand-in',
        // A relay's events (tests/e2e/sending-health.spec.ts); a pause needs only three sends here.
        MAIL_EVENTS_SECRET: 'journeys-postmark-password',
        MAIL_HEALTH_MIN_SENDS: '3',
        // A feedback alert gathers for 3 s here, not 40: a journey waits for the e-mail, not the burst.
        FEEDBACK_ALERT_GATHER_SECONDS: '3',
        // The operator's console (tests/e2e/operator.spec.ts): this demo account is the operator.
        OPERATOR_EMAILS: 'operator.olga@journeys.example',
      },
    },
    {
      command: 'node dist/server/main.js',
      url: `http://localhost:${PLAIN_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PLAIN_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://localhost:${PLAIN_PORT}`,
        DATA_DIR: plainDataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        BACKUP_SCHEDULE: 'off',
      },
    },
  ],
});
