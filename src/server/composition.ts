// The one place outside services are chosen: config picks each adapter once, at start-up,
// and a test may hand in its own (a local Google, OpenID or SMTP server). buildApp calls this.
import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import type { Db } from './db/client';
import type { GoogleSignIn } from './domains/auth/google-oidc';
import type { BillingProvider } from './domains/billing/billing-provider';
import { createDemoBilling } from './domains/billing/demo-billing';
import { createStripeBilling } from './domains/billing/stripe-billing';
import { businessOfPlace, placeIdsOwnedBy } from './domains/businesses/service';
import { type ChatModel, type DraftDeps, draftDepsOf } from './domains/drafts/service';
import type { BusinessProfile } from './domains/google/business-profile';
import { createDemoBusinessProfile, type DemoVisits } from './domains/google/demo-business-profile';
import { createGoogleBusinessProfile } from './domains/google/google-business-profile';
import type { MailTransport } from './domains/notifications/mail-transport';
import { transportFromConfig } from './domains/notifications/mail-transport';
import { createDemoPlaces } from './domains/places/demo-places';
import { createGooglePlaces } from './domains/places/google-places';
import type { PlacesProvider } from './domains/places/places-provider';
import { withSearchCache } from './domains/places/search-cache';
import { withSharedSearchCache } from './domains/places/shared-search-cache';
import { conversionsBetween } from './domains/visits/service';
import { connectRedis, type RedisClient } from './lib/redis';

export type AdapterOverrides = {
  /** Overrides the provider picked from config (tests point the real Google adapter at a local server). */
  places?: PlacesProvider;
  /** Overrides the Google sign-in adapter (tests use a local OpenID provider). */
  google?: GoogleSignIn;
  /** Overrides the transport picked from SMTP_URL (tests). */
  mailTransport?: MailTransport;
  /** Overrides the client made from REDIS_URL (tests give theirs a key prefix of its own). */
  redis?: RedisClient;
  /** Overrides the Business Profile adapter (tests). */
  businessProfile?: BusinessProfile | null;
  /** Overrides the language model made from AI_BASE_URL (tests pace or fake its clock). */
  chatModel?: ChatModel;
};

export type Adapters = {
  /** Shared state for several instances (REDIS_URL); null keeps limits in this process. */
  redis: RedisClient | null;
  /** Whether buildApp made the Redis client (and so closes it). */
  ownsRedis: boolean;
  places: PlacesProvider;
  /** Stripe when configured, else the demo checkout. */
  billing: BillingProvider;
  /** SMTP when configured, else the demo outbox. */
  mailTransport: MailTransport;
  /** Undefined: auth/routes builds Google's from config when GOOGLE_CLIENT_ID is set, else the demo. */
  google?: GoogleSignIn;
  /** Google Business Profile, the demo profile, or null when the operator has not enabled it. */
  businessProfile: BusinessProfile | null;
  /** Drafting: the operator's model (AI_BASE_URL), the saved replies without one, or off. */
  drafts: DraftDeps;
};

type Log = { warn: (obj: object, msg: string) => void };

export function billingFromConfig(config: Config, db: Db): BillingProvider {
  if (config.stripe) return createStripeBilling(config.stripe, config.publicUrl);
  // Demo checkout links are signed; without a configured secret they last until the next restart.
  const secret = config.sessionSecret ?? randomBytes(32).toString('hex');
  return createDemoBilling(db, config.publicUrl, secret);
}

/** The demo profile answers some of a business's conversions with a review, as real customers do. */
const demoVisits =
  (db: Db): DemoVisits =>
  async (placeId, from, to) => {
    const business = await businessOfPlace(db, placeId);
    if (!business) return [];
    const conversions = await conversionsBetween(db, business.id, from, to);
    return conversions.flatMap((c) => (c.at ? [c.at] : []));
  };

function businessProfileFromConfig(config: Config, db: Db): BusinessProfile | null {
  const { mode, apiBase } = config.businessProfile;
  if (mode === 'demo')
    return createDemoBusinessProfile(config.publicUrl, undefined, demoVisits(db), (userId) =>
      placeIdsOwnedBy(db, userId),
    );
  if (mode === 'off' || !config.google) return null;
  return createGoogleBusinessProfile({ ...config.google, apiBase });
}

function placesFromConfig(config: Config, log: Log, redis: RedisClient | null) {
  if (!config.places) return createDemoPlaces();
  const google = createGooglePlaces({ ...config.places, log });
  // Several instances share one cache through Redis; one instance keeps it in memory.
  return redis ? withSharedSearchCache(google, redis) : withSearchCache(google);
}

export function chooseAdapters(config: Config, db: Db, log: Log, given: AdapterOverrides): Adapters {
  const redis =
    given.redis ?? (config.redisUrl ? connectRedis(config.redisUrl, config.redisKeyPrefix) : null);
  return {
    redis,
    ownsRedis: Boolean(redis && !given.redis),
    places: given.places ?? placesFromConfig(config, log, redis),
    billing: billingFromConfig(config, db),
    mailTransport: given.mailTransport ?? transportFromConfig(config.mail),
    google: given.google,
    businessProfile:
      given.businessProfile !== undefined ? given.businessProfile : businessProfileFromConfig(config, db),
    drafts: given.chatModel
      ? { ...draftDepsOf(config.drafts), model: given.chatModel }
      : draftDepsOf(config.drafts),
  };
}
