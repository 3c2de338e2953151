import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '#server/db/schema.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { checkQueuedEvents } from '#server/test/published-events.ts';
import { createTestApp, createUser, type TestApp } from '#server/test/test-app.ts';
import { emitEvent } from './service';

// Every test app checks the events its test queued when it closes (test-app.ts); this proves the
// check refuses what the published document does not describe.
describe('the check of queued events against the published document', () => {
  let t: TestApp;
  let business: { id: string; ownerId: string };

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.db);
    business = await createBusinessFor(t.db, owner.user.id, { name: 'Drift Bakery' });
    await t.db.insert(webhookEndpoints).values({
      userId: owner.user.id,
      url: 'https://hooks.example/in',
      events: ['rating.created', 'subscription.updated'],
      allLocations: true,
      secret: 'sealed',
    });
  });
  afterAll(() => t.close());

  it('passes an event as published', async () => {
    await emitEvent(t.db, business, 'rating.created', { scanId: 'scan-1', rating: 4, outcome: 'google' });
    await expect(checkQueuedEvents(t.db)).resolves.toBeUndefined();
  });

  it('refuses an event whose data lost a field or changed a type', async () => {
    const drifted = { rating: '4', outcome: 'google' };
    // Past the type on purpose: the payload a drifted emitter would queue.
    await emitEvent(t.db, business, 'rating.created', drifted as never);
    await expect(checkQueuedEvents(t.db)).rejects.toThrow(/rating\.created event does not match/);
    await t.db.delete(webhookDeliveries);
  });
});
