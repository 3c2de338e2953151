import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { invitationKeys, signInvitationToken } from '../../../src/server/domains/invitations/keys';

/**
 * The customer opens the one e-mail that asks them to confirm their address, and confirms. No screen
 * of the owner's shows that link (it reaches only the customer's inbox), so the journey makes it as
 * the sender does, from the journeys' server secret (playwright.config.ts keeps its folder).
 */
export async function confirmAsTheCustomer(
  api: APIRequestContext,
  feedbackId: string,
  dataDir = process.env.E2E_DATA_DIR,
) {
  expect(dataDir, 'playwright.config.ts sets E2E_DATA_DIR').toBeTruthy();
  const secret = readFileSync(path.join(dataDir!, 'session-secret'), 'utf8').trim();
  const token = signInvitationToken(invitationKeys(secret), 'confirm', feedbackId);
  const done = await api.post(`/confirm-address?token=${token}&lang=en`);
  expect(done.status()).toBe(200);
}
