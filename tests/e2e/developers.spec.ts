// An integrator's way in. The owner makes a token in Developers, copies it, and calls the API
// with it; adds a webhook pointing at a local receiver, sends a test event, and sees it in the log.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { createOwnerWithBusiness } from './support/owner';

const SHOTS = process.env.SHOTS_DIR;

test('an owner makes a token, calls the API with it, and receives a signed test event', async ({
  browser,
  baseURL,
}) => {
  const received: { body: string; signature: string }[] = [];
  const receiver: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['reviewtap-signature']) });
      res.end('thanks');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/reviewtap`;

  const { api, business } = await createOwnerWithBusiness(baseURL!, 'Atelier Vélo Saint-Henri');
  const context = await browser.newContext({
    storageState: await api.storageState(),
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await page.goto('/dashboard?section=developers');
  await expect(page.getByRole('heading', { name: 'Developers' })).toBeVisible();

  // A read-only token for this location.
  await page.getByRole('button', { name: 'New token' }).click();
  const form = page.getByRole('form', { name: 'New token' });
  await form.getByLabel('Name').fill('Till');
  await form.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByTestId('secret-value');
  await expect(shown).toHaveText(/^rt_demo_[0-9A-Za-z]{43}$/);
  await page.getByRole('button', { name: 'Copy Your new token' }).click();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toBe(await shown.textContent());
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/developers-token.png`, fullPage: true });

  // The integrator's call: no cookie, just the token.
  const integrator = await playwrightRequest.newContext({ baseURL });
  const analytics = await integrator.get(`/api/businesses/${business.id}/analytics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(analytics.status()).toBe(200);
  const refused = await integrator.patch(`/api/businesses/${business.id}/review-filter`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reviewFilterEnabled: true },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(/only read/);
  await integrator.dispose();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByRole('list', { name: 'Access tokens' })).toContainText('never used');
  // The token is never shown again; after a reload the list says when it was last used.
  await page.reload();
  await expect(page.getByTestId('secret-value')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Access tokens' })).toContainText('last used');

  // A webhook to the local receiver, and a test event.
  await page.getByRole('button', { name: 'Add webhook' }).click();
  const hookForm = page.getByRole('form', { name: 'New webhook' });
  await hookForm.getByLabel('Address of your receiver').fill(receiverUrl);
  await hookForm.getByRole('button', { name: 'Add webhook' }).click();
  const secret = (await page.getByTestId('secret-value').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await page.getByRole('button', { name: 'Send test event' }).click();
  const log = page.getByRole('list', { name: 'Delivery log' });
  await expect(log).toContainText('webhook.test');
  await expect(log).toContainText('Delivered');
  await expect(log).toContainText('HTTP 200');
  expect(received).toHaveLength(1);
  const [{ body, signature }] = received as [{ body: string; signature: string }];
  const t = /t=(\d+)/.exec(signature)![1];
  const v1 = /v1=([0-9a-f]{64})/.exec(signature)![1];
  expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  expect(JSON.parse(body).type).toBe('webhook.test');
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/developers-webhook.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/developers-phone-dark.png`, fullPage: true });
  }
  await context.close();
  receiver.close();
});
