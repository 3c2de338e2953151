import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { feedbackAlertQueue } from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { createInvitations } from '#server/domains/invitations/service.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp, testConfig } from '#server/test/test-app.ts';

/**
 * After a deletion the customer's text was still in the embedded database's table files
 * and its write-ahead log. This opens a real PGlite directory on disk and searches its files.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'deleted-means-gone-'));
let database: Database;
let t: TestApp;

/** The files under the data directory that contain `needle`, as `grep -rl` finds them. */
function filesContaining(needle: string): string[] {
  try {
    return execFileSync('grep', ['-rlaF', needle, dataDir], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    return []; // grep exits 1 when nothing matches
  }
}

beforeAll(async () => {
  database = await openDatabase(testConfig({ DATA_DIR: dataDir }));
  t = await createTestApp({ database });
}, 60_000);
afterAll(async () => {
  await t.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function invite(businessId: string, email: string, name: string, now: Date) {
  const made = await createInvitations(
    t.db,
    {
      businessId,
      source: 'api',
      sentBy: null,
      staffRef: null,
      keys: t.app.invitations.keys,
      perDay: 200,
      trialPerDay: 50,
      now,
    },
    [{ email, name }],
  );
  return made.invitations.map((i) => i.id);
}

describe('the embedded database after a deletion', () => {
  it("keeps no copy of a deleted business's customer details in any file", async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { name: 'Gone Bakery' });
    const email = `erase-me-${Date.now()}@example.com`;
    await submitFeedback(t.db, {
      businessId: business.id,
      feedback: 'Please forget this feedback',
      rating: 1,
      customerName: 'Forget Me',
      customerEmail: email,
    });
    // A customer invited by e-mail: their address and name go with the business too.
    const invited = `invited-${Date.now()}@example.com`;
    await invite(business.id, invited, 'Invited Person', new Date());
    await t.db.execute(sql`checkpoint`);
    expect(filesContaining(email).length, 'the e-mail reached the files first').toBeGreaterThan(0);
    expect(filesContaining(invited).length).toBeGreaterThan(0);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}`,
      headers: sameOrigin(owner.cookie),
      payload: { confirmName: 'Gone Bakery' },
    });
    expect(res.statusCode).toBe(204);
    expect(filesContaining(email)).toEqual([]);
    expect(filesContaining(invited)).toEqual([]);
    expect(filesContaining('Invited Person')).toEqual([]);
  });

  it('keeps no copy of a name and e-mail that retention erased', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { feedbackRetention: '90d' });
    const email = `retained-${Date.now()}@example.com`;
    await submitFeedback(t.db, {
      businessId: business.id,
      feedback: 'An old visit',
      rating: 2,
      customerName: 'Old Visitor',
      customerEmail: email,
      now: new Date(Date.now() - 100 * 24 * 60 * 60 * 1000),
    });
    // An invitation sent 91 days ago: its address goes too (90 days after the last e-mail at the latest).
    const invited = `invited-long-ago-${Date.now()}@example.com`;
    const [id] = await invite(
      business.id,
      invited,
      'Long Ago',
      new Date(Date.now() - 91 * 24 * 60 * 60 * 1000),
    );
    await t.db.execute(sql`update invitations set delivery = 'done', sent_at = created_at where id = ${id}`);
    await t.db.execute(sql`checkpoint`);
    expect(filesContaining(email).length).toBeGreaterThan(0);
    expect(filesContaining(invited).length).toBeGreaterThan(0);
    // Its alert went out long ago (mail retention is mail-after-the-fact.test.ts).
    await t.db.delete(feedbackAlertQueue).where(eq(feedbackAlertQueue.businessId, business.id));
    await t.app.scheduler.runDue(new Date());
    expect(filesContaining(email)).toEqual([]);
    expect(filesContaining(invited)).toEqual([]);
    expect(filesContaining('An old visit').length, 'the anonymous text stays').toBeGreaterThan(0);
  });
});
