import type { FastifyInstance } from 'fastify';
import { createDemoBusinessProfile } from '#server/domains/google/demo-business-profile.ts';
import { DEMO_CATALOGUE } from '#server/domains/places/service.ts';
import { sameOrigin, TEST_ORIGIN } from './test-app';

/**
 * The demo profile as a Google account that manages every demo place, as an agency's or a chain's
 * account does: the claims and syncs are tried against places registered by others. The product's
 * own demo profile manages only the consenting owner's places.
 */
export const demoProfileManagingEveryPlace = () =>
  createDemoBusinessProfile(TEST_ORIGIN, undefined, undefined, async () =>
    DEMO_CATALOGUE.map((p) => p.placeId),
  );

/**
 * Connects the demo Business Profile for a business as its owner would: the connect call, the demo
 * consent's Allow, and the callback with the transaction cookie carried along. Answers the callback.
 */
export async function connectDemoProfile(app: FastifyInstance, cookie: string, businessId: string) {
  const start = await app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/google/connect`,
    headers: sameOrigin(cookie),
  });
  if (start.statusCode !== 200) throw new Error(`connect answered ${start.statusCode}: ${start.body}`);
  const tx = start.cookies.find((c) => c.name === 'google_tx');
  if (!tx) throw new Error('no google_tx cookie');
  const state = new URL(start.json().authorizeUrl).searchParams.get('state');
  return app.inject({
    url: `/api/google/callback?code=demo-allowed&state=${state}`,
    headers: { cookie: `${cookie}; google_tx=${tx.value}` },
  });
}
