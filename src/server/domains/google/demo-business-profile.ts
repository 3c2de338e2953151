// The demo profile: without Google settings an owner can try every screen. The account it stands for
// is the consenting owner's own: it manages the demo catalogue's places that person registered, never
// another owner's, so no demo connection offers a stranger's business to claim. Each place has a deterministic set of reviews over the past months
// (some 1–3 stars, some unreplied), with a new one every few days up to now, and some more after the
// business's own QR conversions, so growth and "followed a visit" move when the demo is tried.
import { randomBytes } from 'node:crypto';
import { DEMO_CATALOGUE } from '#server/domains/places/service.ts';
import type { BusinessProfile, ProfileLocation, ProfileReview, ReviewPage } from './business-profile';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 240;
const NAMES = [
  'Sam Lee',
  'Priya Shah',
  'Tom Becker',
  'Ana Ruiz',
  'Chen Wei',
  'Maria Rossi',
  'Jon Park',
  'Lea Martin',
  'Omar Haddad',
  'Eva Novak',
  'Kofi Mensah',
  'Ines Duarte',
];
const PRAISE = [
  'Lovely staff and quick service.',
  'Best in the neighbourhood, will be back.',
  'Friendly, clean and fairly priced.',
  'Great experience from start to finish.',
  '',
];
const COMPLAINTS = [
  'Waited far too long and nobody said sorry.',
  'Not as good as last time, the order was wrong.',
  'Okay, but a bit pricey for what it is.',
];
// A place in a German-speaking country gets its reviews in German, as its customers write them.
const LOB = [
  'Sehr freundliches Personal und schneller Service.',
  'Die beste Adresse im Viertel, gerne wieder.',
  'Freundlich, sauber und fair im Preis.',
  'Von Anfang bis Ende ein tolles Erlebnis.',
  '',
];
const BESCHWERDEN = [
  'Viel zu lange gewartet und niemand hat sich entschuldigt.',
  'Nicht so gut wie beim letzten Mal, die Bestellung war falsch.',
  'Ganz okay, aber für das Gebotene etwas teuer.',
];
const GERMAN_SPEAKING = /, (Austria|Germany|Switzerland)$/;
const writesGerman = (placeId: string) =>
  GERMAN_SPEAKING.test(DEMO_CATALOGUE.find((p) => p.placeId === placeId)?.address ?? '');

const REPLIES = [
  'Thank you so much, see you soon!',
  'Thanks for the kind words!',
  'We are sorry to hear that. Please ask for the manager next time so we can make it right.',
];

/** A small deterministic generator, so a place's demo reviews are the same on every machine. */
function seeded(text: string) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  // mulberry32 over the FNV-1a hash of the place id.
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const placeOf = (location: string) => location.replace(/^locations\//, '');

/** The place's reviews, oldest first: one every 3 to 9 days across the history, then up to `now`. */
function demoReviews(placeId: string, now: Date): ProfileReview[] {
  const random = seeded(placeId);
  // Days are counted from a fixed origin so a review keeps its date from one day to the next.
  const origin = Date.UTC(2026, 0, 1) - HISTORY_DAYS * DAY_MS;
  const out: ProfileReview[] = [];
  const [praise, complaints] = writesGerman(placeId) ? [LOB, BESCHWERDEN] : [PRAISE, COMPLAINTS];
  for (let at = origin, i = 0; at < now.getTime(); i += 1) {
    at += (3 + Math.floor(random() * 7)) * DAY_MS + Math.floor(random() * DAY_MS);
    if (at >= now.getTime()) break;
    const roll = random();
    const stars = roll < 0.12 ? 1 + Math.floor(random() * 3) : roll < 0.3 ? 4 : 5;
    const anonymous = random() < 0.1;
    const name = NAMES[Math.floor(random() * NAMES.length)]!;
    const text =
      stars <= 3
        ? complaints[Math.floor(random() * complaints.length)]!
        : praise[Math.floor(random() * praise.length)]!;
    const replied = random() < 0.55 && now.getTime() - at > 5 * DAY_MS;
    const created = new Date(at);
    out.push({
      reviewId: `${placeId}-r${i}`,
      stars,
      reviewer: { displayName: anonymous ? 'A Google user' : name, isAnonymous: anonymous },
      comment: text || null,
      createTime: created,
      updateTime: created,
      reply: replied
        ? { comment: REPLIES[stars <= 3 ? 2 : i % 2]!, updateTime: new Date(at + DAY_MS) }
        : null,
    });
  }
  return out;
}

/** Conversions (a customer went from a QR to Google) at a place, so the demo can answer some with a review. */
export type DemoVisits = (placeId: string, from: Date, to: Date) => Promise<Date[]>;

const VISIT_LOOKBACK_MS = 90 * DAY_MS;

/**
 * Some customers who went from a QR to Google write a review a little later: about one in two, 10 to
 * 60 minutes after, mostly 5 stars. Deterministic per visit, so every read agrees.
 */
function reviewsAfterVisits(placeId: string, visits: Date[], now: Date): ProfileReview[] {
  return visits.flatMap((visit) => {
    const random = seeded(`${placeId}@${visit.toISOString()}`);
    if (random() >= 0.5) return [];
    const created = new Date(visit.getTime() + (10 + Math.floor(random() * 50)) * 60_000);
    if (created > now) return [];
    const anonymous = random() < 0.1;
    const name = NAMES[Math.floor(random() * NAMES.length)]!;
    return [
      {
        reviewId: `${placeId}-v${visit.getTime()}`,
        stars: random() < 0.8 ? 5 : 4,
        reviewer: { displayName: anonymous ? 'A Google user' : name, isAnonymous: anonymous },
        comment: (writesGerman(placeId) ? LOB : PRAISE)[Math.floor(random() * PRAISE.length)] || null,
        createTime: created,
        updateTime: created,
        reply: null,
      },
    ];
  });
}

/** The places a person registered as their own: the demo account's locations. */
export type DemoOwnedPlaces = (userId: string) => Promise<string[]>;

/** The demo refresh token names the person who consented, so every later call knows whose account it is. */
const TOKEN_PREFIX = 'demo-';
const demoToken = (userId: string) => `${TOKEN_PREFIX}${randomBytes(12).toString('base64url')}.${userId}`;
const userOfToken = (token: string) =>
  token.startsWith(TOKEN_PREFIX) && token.includes('.') ? token.slice(token.indexOf('.') + 1) : null;

export function createDemoBusinessProfile(
  publicUrl: string,
  clock: () => Date = () => new Date(),
  visitsOf?: DemoVisits,
  ownedPlacesOf: DemoOwnedPlaces = async () => [],
): BusinessProfile {
  // Replies written in this process; a restart keeps them in our database, and later syncs read only
  // what changed since, so nothing written here is lost by forgetting it.
  const replies = new Map<string, { comment: string; updateTime: Date } | null>();
  const withReplies = async (placeId: string) => {
    const now = clock();
    const visits = visitsOf ? await visitsOf(placeId, new Date(now.getTime() - VISIT_LOOKBACK_MS), now) : [];
    return [...demoReviews(placeId, now), ...reviewsAfterVisits(placeId, visits, now)].map((r) => {
      const key = `${placeId}/${r.reviewId}`;
      if (!replies.has(key)) return r;
      const reply = replies.get(key) ?? null;
      return { ...r, reply, updateTime: reply?.updateTime ?? clock() };
    });
  };

  return {
    kind: 'demo',
    async authorizeUrl({ state }) {
      return `${publicUrl}/api/google/demo-consent?state=${encodeURIComponent(state)}`;
    },
    async exchange({ callbackUrl, userId }) {
      if (callbackUrl.searchParams.get('code') !== 'demo-allowed')
        throw new Error('The demo consent was not given');
      return { refreshToken: demoToken(userId) };
    },
    async revoke() {},
    async locations(refreshToken): Promise<ProfileLocation[]> {
      const userId = userOfToken(refreshToken);
      const own = new Set(userId ? await ownedPlacesOf(userId) : []);
      return DEMO_CATALOGUE.filter((p) => own.has(p.placeId)).map((p) => ({
        account: 'accounts/demo',
        accountName: 'Demo Business Profile',
        location: `locations/${p.placeId}`,
        title: p.name,
        placeId: p.placeId,
        newReviewUri: `https://search.google.com/local/writereview?placeid=${encodeURIComponent(p.placeId)}`,
        hasVoiceOfMerchant: true,
      }));
    },
    async reviews(_token, at, since): Promise<ReviewPage> {
      const all = await withReplies(placeOf(at.location));
      const changed = all
        .filter((r) => !since || r.updateTime > since)
        .sort((a, b) => b.updateTime.getTime() - a.updateTime.getTime());
      const average = all.length ? all.reduce((n, r) => n + r.stars, 0) / all.length : null;
      return {
        reviews: changed,
        averageRating: average === null ? null : Math.round(average * 10) / 10,
        totalReviewCount: all.length,
      };
    },
    async reply(_token, at, reviewId, comment) {
      const reply = { comment, updateTime: clock() };
      replies.set(`${placeOf(at.location)}/${reviewId}`, reply);
      return reply;
    },
    async deleteReply(_token, at, reviewId) {
      replies.set(`${placeOf(at.location)}/${reviewId}`, null);
    },
  };
}
