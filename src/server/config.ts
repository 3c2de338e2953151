import { createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_INVITATIONS_PER_DAY } from '#shared/lib/invitations.ts';
import { DEFAULT_SHARED_BUFFERS } from './db/pglite-settings';

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** AWS's own validator's rule for the hosts SNS certificates and subscription links come from. */
const SNS_ORIGIN = /^https:\/\/sns\.[a-zA-Z0-9-]{3,}\.amazonaws\.com(\.cn)?$/;

// Empty strings in the environment mean "unset": `FOO= npm start` should not count as a value.
/** A whole number in a range, said in words when it is not one. */
const wholeNumber = (min: number, max: number) => {
  const words = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: words }).int(words).min(min, words).max(max, words);
};
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
/** An optional URL of one service's scheme; the message names the kind and shows an example. */
const optionalServiceUrl = (pattern: RegExp, kind: string, example: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => pattern.test(v) && URL.canParse(v), {
        message: `must be ${kind} URL, e.g. ${example}`,
      })
      .optional(),
  );
const optionalUrl = (what: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.url(`must be a full URL, e.g. ${what}`).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl('https://reviews.example.com'),
  DATABASE_URL: optionalServiceUrl(
    /^postgres(ql)?:\/\/\S+$/,
    'a PostgreSQL',
    'postgres://user:password@host:5432/dbname',
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  // PostgreSQL's own size syntax; PGlite checks the value and names a bad one at start-up.
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'must be a size such as 16MB or 128MB')
    .default(DEFAULT_SHARED_BUFFERS),
  SESSION_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_OIDC_ISSUER: z.url('must be a full URL').default('https://accounts.google.com'),
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACES_BASE_URL: z.url('must be a full URL').default('https://places.googleapis.com'),
  // The Business Profile APIs need Google's approval of the project; until the operator has
  // it, the section says so. Unset GOOGLE_API_BASE_URL means Google's own hosts; set, every Google API
  // host is replaced by that origin, path unchanged (the tests' stand-in).
  GOOGLE_BUSINESS_PROFILE: z
    .enum(['1', '0', 'true', 'false', ''], { error: 'must be 1 or 0' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  GOOGLE_API_BASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url('must be a full URL').optional(),
  ),
  // AES-256-GCM key for refresh tokens at rest: 32 bytes as 64 hex characters or 43 base64url ones.
  TOKEN_ENCRYPTION_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(
        /^([0-9a-fA-F]{64}|[A-Za-z0-9_-]{43})$/,
        'must be 32 bytes: 64 hex characters or 43 base64url ones',
      )
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url('must be a full URL, e.g. https://api.stripe.com').default('https://api.stripe.com'),
  ),
  STRIPE_PRICE_ID: optionalString,
  STRIPE_SEAT_PRICE_ID: optionalString,
  ALLOW_DEMO: z
    .enum(['1', '0', 'true', 'false', ''], { error: 'must be 1 or 0' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  // Prometheus at /metrics, only with this bearer token; unset, /metrics does not exist.
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  // Shared state for several instances: rate limits and wrong-code counts.
  // Every key this deployment writes starts with it: several apps (or test runs) can share one Redis.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, or : . - _')
    .default('reviewtap:'),
  REDIS_URL: optionalServiceUrl(/^rediss?:\/\/\S+$/, 'a Redis', 'redis://127.0.0.1:6379'),
  // Behind a proxy: how many hops, or which proxy addresses/CIDRs, to trust for X-Forwarded-For.
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v, ctx): number | string[] | false => {
      const t = v.trim();
      if (t === '' || t === '0' || t === 'false') return false;
      if (/^\d+$/.test(t)) return Number(t);
      const list = t
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const bad = list.filter((x) => !isAddressOrCidr(x));
      if (bad.length) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 10.0.0.0/8,::1); not ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return list;
    }),
  RATE_LIMIT_ALLOW: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    ),
  SMTP_URL: optionalServiceUrl(/^smtps?:\/\/\S+$/, 'an SMTP', 'smtps://user:pass@smtp.example.com:465'),
  MAIL_FROM: z.string().min(3).default('ReviewTap <no-reply@reviewtap.localhost>'),
  // The last part of every e-mail's Feedback-ID (Gmail's feedback loop): this deployment's sender.
  MAIL_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,30}$/, 'must be 1 to 30 letters, digits, - or _')
    .default('reviewtap'),
  // DKIM signing by the product, for a relay that does not sign (all three, or none).
  DKIM_DOMAIN: optionalString,
  DKIM_SELECTOR: optionalString,
  DKIM_PRIVATE_KEY: optionalString,
  // Hearing the relays' bounces and complaints (POST /api/mail-events/{provider}); each unset keeps its
  // provider's endpoint closed. Postmark: the basic-auth password in the webhook's URL.
  MAIL_EVENTS_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // SendGrid's signed Event Webhook: the public key as SendGrid shows it (base64 DER).
  SENDGRID_WEBHOOK_PUBLIC_KEY: optionalString,
  // Amazon SES through SNS: the topic(s) whose notifications we hear, comma-separated ARNs.
  SES_SNS_TOPIC_ARN: optionalString,
  // Where SNS certificates and subscription links may come from (a regular expression over the origin).
  SNS_ORIGIN_PATTERN: optionalString,
  // Mailgun: the webhook signing key (not the API key).
  MAILGUN_WEBHOOK_SIGNING_KEY: optionalString,
  // Sending health: a location's invitations pause at these rates over its last 30 days, once it sent
  // at least MAIL_HEALTH_MIN_SENDS (Amazon SES's review levels: 5% bounces, 0.1% complaints; 0.3%
  // complaints across an owner's locations pauses them all).
  MAIL_HEALTH_MIN_SENDS: wholeNumber(1, 1_000_000).default(100),
  // How long the first feedback waits for company before its alert, so a burst is one e-mail.
  FEEDBACK_ALERT_GATHER_SECONDS: wholeNumber(0, 600).default(40),
  MAIL_PAUSE_BOUNCE_RATE: z.coerce.number().gt(0).max(1).default(0.05),
  MAIL_PAUSE_COMPLAINT_RATE: z.coerce.number().gt(0).max(1).default(0.001),
  MAIL_PAUSE_OWNER_COMPLAINT_RATE: z.coerce.number().gt(0).max(1).default(0.003),
  // Who runs this deployment, shown on /terms and /privacy. Public text, never secret.
  LEGAL_ENTITY: z.string().trim().min(1).default('[Operator name: set LEGAL_ENTITY]'),
  LEGAL_CONTACT: z.string().trim().min(1).default('[Contact address: set LEGAL_CONTACT]'),
  // The operator's postal address, in every invitation e-mail's footer (CAN-SPAM). Required in
  // production to send invitations; the embedded default says it is a demo.
  LEGAL_ADDRESS: z.string().trim().min(1).max(300).optional(),
  // Invitations one location may send a day.
  INVITATIONS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_INVITATIONS_PER_DAY),
  // Invitations a trial may send a day, across all its owner's locations.
  TRIAL_INVITATIONS_PER_DAY: wholeNumber(1, 100_000).default(50),
  // Answers and follow-ups to feedback one location may send in any 24 hours.
  ANSWERS_PER_DAY: wholeNumber(1, 10_000).default(50),
  // Confirmations of a customer's address one location may cause in any 24 hours.
  CONFIRMATIONS_PER_DAY: wholeNumber(1, 10_000).default(20),
  // Drafts of replies: an OpenAI-compatible chat completions server (OpenAI, Azure OpenAI, Ollama,
  // vLLM, llama.cpp's server). Unset, drafts come from the saved reply templates; DRAFTS=off hides them.
  AI_BASE_URL: optionalServiceUrl(/^https?:\/\/\S+$/, 'an http(s)', 'http://127.0.0.1:11434/v1'),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  // OpenAI's newest models want max_completion_tokens; every other server max_tokens.
  AI_MAX_TOKENS_FIELD: z
    .enum(['max_tokens', 'max_completion_tokens'], { error: 'must be max_tokens or max_completion_tokens' })
    .default('max_tokens'),
  AI_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 5 to 600' })
    .int('must be a whole number of seconds from 5 to 600')
    .min(5, 'must be a number of seconds from 5 to 600')
    .max(600, 'must be a number of seconds from 5 to 600')
    .default(60),
  DRAFTS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  // Drafts a model writes for one location a day.
  DRAFTS_PER_DAY: z.coerce
    .number({ error: 'must be a whole number from 1 to 100000' })
    .int('must be a whole number from 1 to 100000')
    .min(1, 'must be a whole number from 1 to 100000')
    .max(100_000, 'must be a whole number from 1 to 100000')
    .default(200),
  // Backups: where `npm run backup` and the scheduled backup write, when the scheduled one
  // runs (daily at HH:MM UTC, or off) and how many it keeps (Nd,Mw: N daily and M weekly).
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_SCHEDULE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be a time of day in UTC such as 03:00, or off')
      .optional(),
  ),
  BACKUP_KEEP: z
    .string()
    .regex(/^\d{1,3}d,\d{1,3}w$/, 'must be how many daily and weekly backups to keep, e.g. 7d,4w')
    .refine((v) => !/^0+d,0+w$/.test(v), 'must keep at least one backup, e.g. 7d,4w')
    .default('7d,4w'),
  // The operators: accounts with these e-mails (comma-separated) see /operator. Unset: nobody.
  OPERATOR_EMAILS: optionalString,
  // An operator's action needs a sign-in at most this many minutes old (reading needs only the session).
  OPERATOR_REAUTH_MINUTES: wholeNumber(1, 1440).default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  production: boolean;
  port: number;
  host: string;
  /** Origin used in links, QR codes and the CSRF check, without a trailing slash. */
  publicUrl: string;
  secureCookies: boolean;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string; sharedBuffers: string };
  dataDir: string;
  /** Absent in the embedded default; main.ts then generates one and keeps it in DATA_DIR. */
  sessionSecret?: string;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  places: { apiKey: string; baseUrl: string } | null;
  /**
   * Google Business Profile: `google` uses the real APIs (needs Google sign-in settings and
   * GOOGLE_BUSINESS_PROFILE=1), `demo` the demo profile (no Google settings at all), `off` says the
   * operator has not enabled it. `apiBase` replaces every Google API host when set.
   */
  businessProfile: { mode: 'google' | 'demo' | 'off'; apiBase: string | null };
  /** Absent in the embedded default; main.ts then generates one and keeps it in DATA_DIR. */
  tokenEncryptionKey?: string;
  stripe: {
    secretKey: string;
    webhookSecret: string;
    apiBase: string;
    priceId?: string;
    seatPriceId?: string;
  } | null;
  logLevel: string;
  /** Client IPs that are never rate limited: load tests, a trusted health checker. Empty by default. */
  rateLimitAllow: string[];
  /** The bearer token for GET /metrics; null turns metrics off. */
  metricsToken: string | null;
  /** Redis for what several instances must share; null keeps it in this process. */
  redisUrl: string | null;
  redisKeyPrefix: string;
  /** Fastify's trustProxy: false (the default), a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: number | string[] | false;
  /** Outgoing mail. With no SMTP URL every e-mail is kept in the database (the demo outbox). */
  mail: {
    smtpUrl: string | null;
    from: string;
    senderId: string;
    dkim: { domainName: string; keySelector: string; privateKey: string } | null;
    /** How long a first feedback waits for company before its alert goes out. */
    alertGatherMs: number;
  };
  /** When a location's invitations pause for its bounces and complaints (mail-events/service.ts). */
  mailHealth: { minSends: number; bounceRate: number; complaintRate: number; ownerComplaintRate: number };
  /** The relays whose bounce and complaint events we hear; null keeps that endpoint closed. */
  mailEvents: {
    postmarkSecret: string | null;
    sendgridPublicKey: string | null;
    ses: { topicArns: string[]; snsOrigin: RegExp } | null;
    mailgunSigningKey: string | null;
  };
  /** Who runs this deployment: their e-mails (lower-case) and how fresh a sign-in their actions need. */
  operators: { emails: string[]; reauthMinutes: number };
  /** The operator named on the legal pages; placeholders until LEGAL_ENTITY and LEGAL_CONTACT are set. */
  legal: { entity: string; contact: string };
  /** Review invitations: the day's cap per location, and the postal address their footer needs. */
  invitations: { perDay: number; trialPerDay: number; postalAddress: string | null };
  /** Answers to feedback by e-mail, and the confirmations of address they need first: caps per 24 hours. */
  answers: { perDay: number; confirmationsPerDay: number };
  /**
   * Drafts of replies: written by the operator's model, filled in from the saved templates when no
   * model is set, or off. `perDay` caps a location's model drafts a day.
   */
  drafts: { mode: 'model' | 'templates' | 'off'; model: ModelSettings | null; perDay: number };
  /**
   * Backups: the folder, the daily time (UTC) of the scheduled backup or null when off (by
   * default on for the embedded database, off on PostgreSQL), and how many scheduled ones are kept.
   */
  backups: {
    dir: string;
    schedule: { hour: number; minute: number } | null;
    keep: { daily: number; weekly: number };
  };
};

/** The operator's chat completions server (docs/decisions/0055-drafted-replies.md). */
export type ModelSettings = {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  tokensField: 'max_tokens' | 'max_completion_tokens';
  timeoutMs: number;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once. Every bad variable is listed in one error, not just the first. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? 'environment');
      const value = env[name];
      const shown =
        value === undefined || /SECRET|KEY|PASSWORD|TOKEN|SMTP_URL|DATABASE_URL|REDIS_URL/.test(name)
          ? ''
          : ` (got "${value}")`;
      return `${name} ${i.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const problems: string[] = [];

  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_OIDC_ISSUER }
      : null;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
          priceId: e.STRIPE_PRICE_ID,
          seatPriceId: e.STRIPE_SEAT_PRICE_ID,
        }
      : null;
  const dkimSet = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (dkimSet !== 0 && dkimSet !== 3) {
    problems.push('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together');
  }
  if (e.SENDGRID_WEBHOOK_PUBLIC_KEY) {
    try {
      createPublicKey({
        key: Buffer.from(e.SENDGRID_WEBHOOK_PUBLIC_KEY, 'base64'),
        format: 'der',
        type: 'spki',
      });
    } catch {
      problems.push(
        'SENDGRID_WEBHOOK_PUBLIC_KEY must be the public key as SendGrid shows it (base64, starts MFkw)',
      );
    }
  }
  let snsOrigin = SNS_ORIGIN;
  if (e.SNS_ORIGIN_PATTERN) {
    try {
      snsOrigin = new RegExp(e.SNS_ORIGIN_PATTERN);
    } catch {
      problems.push(
        'SNS_ORIGIN_PATTERN must be a regular expression over an origin, e.g. ^https://sns\\.[a-z0-9-]+\\.amazonaws\\.com$',
      );
    }
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  // The production guard (docs/product-rules.md §14): demo parts never run in production by accident.
  if (production && !e.ALLOW_DEMO) {
    const missing: string[] = [];
    if (!e.DATABASE_URL) missing.push('DATABASE_URL (embedded PGlite database)');
    if (!e.SESSION_SECRET) missing.push('SESSION_SECRET (generated secret)');
    if (!google) missing.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (demo sign-in)');
    if (!e.GOOGLE_PLACES_API_KEY) missing.push('GOOGLE_PLACES_API_KEY (demo places catalogue)');
    if (!stripe) missing.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (demo billing)');
    if (!e.SMTP_URL) missing.push('SMTP_URL (mail kept in the demo outbox, never sent)');
    if (missing.length > 0) {
      problems.push(
        `NODE_ENV=production with demo parts enabled. Set ${missing.join(', ')}, or set ALLOW_DEMO=1 on purpose`,
      );
    }
  }
  // Never on purpose, whatever ALLOW_DEMO says: demo sign-in lets anyone be anyone, and
  // without https cookies are not Secure and travel in the clear.
  if (production && !google) {
    problems.push(
      'NODE_ENV=production never allows the demo sign-in (anyone could sign in as anyone): set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    );
  }
  if (production && e.GOOGLE_BUSINESS_PROFILE && !e.TOKEN_ENCRYPTION_KEY) {
    problems.push(
      'GOOGLE_BUSINESS_PROFILE in production needs TOKEN_ENCRYPTION_KEY (refresh tokens are encrypted with it)',
    );
  }
  if (e.GOOGLE_BUSINESS_PROFILE && !google) {
    problems.push(
      'GOOGLE_BUSINESS_PROFILE needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (the owner connects with them)',
    );
  }
  if (production && !publicUrl.startsWith('https://')) {
    problems.push('NODE_ENV=production needs an https:// PUBLIC_URL (the address behind your TLS proxy)');
  }
  // Stripe without its prices would take no money; in production that is never on purpose.
  if (production && stripe) {
    const prices = ['STRIPE_PRICE_ID', 'STRIPE_SEAT_PRICE_ID'].filter((k) => !e[k as 'STRIPE_PRICE_ID']);
    if (prices.length > 0) problems.push(`Stripe billing needs ${prices.join(' and ')} in production`);
  }
  if (e.AI_BASE_URL && !e.AI_MODEL) {
    problems.push(
      'AI_BASE_URL needs AI_MODEL, the model to ask (e.g. llama3.2:3b on Ollama, gpt-4o-mini on OpenAI)',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir, sharedBuffers: e.PGLITE_SHARED_BUFFERS },
    dataDir,
    sessionSecret: e.SESSION_SECRET,
    google,
    places: e.GOOGLE_PLACES_API_KEY
      ? { apiKey: e.GOOGLE_PLACES_API_KEY, baseUrl: e.GOOGLE_PLACES_BASE_URL }
      : null,
    businessProfile: {
      mode: e.GOOGLE_BUSINESS_PROFILE ? 'google' : google ? 'off' : 'demo',
      apiBase: e.GOOGLE_API_BASE_URL?.replace(/\/+$/, '') ?? null,
    },
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY,
    stripe,
    logLevel: e.LOG_LEVEL,
    rateLimitAllow: e.RATE_LIMIT_ALLOW,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    metricsToken: e.METRICS_TOKEN ?? null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      senderId: e.MAIL_SENDER_ID,
      alertGatherMs: e.FEEDBACK_ALERT_GATHER_SECONDS * 1000,
      dkim:
        e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY
          ? {
              domainName: e.DKIM_DOMAIN,
              keySelector: e.DKIM_SELECTOR,
              // A key given on one line keeps its line breaks as \n.
              privateKey: e.DKIM_PRIVATE_KEY.replaceAll('\\n', '\n'),
            }
          : null,
    },
    mailHealth: {
      minSends: e.MAIL_HEALTH_MIN_SENDS,
      bounceRate: e.MAIL_PAUSE_BOUNCE_RATE,
      complaintRate: e.MAIL_PAUSE_COMPLAINT_RATE,
      ownerComplaintRate: e.MAIL_PAUSE_OWNER_COMPLAINT_RATE,
    },
    mailEvents: {
      postmarkSecret: e.MAIL_EVENTS_SECRET ?? null,
      sendgridPublicKey: e.SENDGRID_WEBHOOK_PUBLIC_KEY ?? null,
      ses: e.SES_SNS_TOPIC_ARN
        ? {
            topicArns: e.SES_SNS_TOPIC_ARN.split(',')
              .map((a) => a.trim())
              .filter(Boolean),
            snsOrigin,
          }
        : null,
      mailgunSigningKey: e.MAILGUN_WEBHOOK_SIGNING_KEY ?? null,
    },
    operators: {
      emails: (e.OPERATOR_EMAILS ?? '')
        .split(',')
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean),
      reauthMinutes: e.OPERATOR_REAUTH_MINUTES,
    },
    legal: { entity: e.LEGAL_ENTITY, contact: e.LEGAL_CONTACT },
    invitations: {
      perDay: e.INVITATIONS_PER_DAY,
      trialPerDay: e.TRIAL_INVITATIONS_PER_DAY,
      // Null in production without LEGAL_ADDRESS: invitations are refused with that reason.
      postalAddress:
        e.LEGAL_ADDRESS ?? (production ? null : '[Postal address: set LEGAL_ADDRESS] (demo placeholder)'),
    },
    answers: { perDay: e.ANSWERS_PER_DAY, confirmationsPerDay: e.CONFIRMATIONS_PER_DAY },
    drafts: {
      mode: e.DRAFTS === 'off' ? 'off' : e.AI_BASE_URL ? 'model' : 'templates',
      model:
        e.AI_BASE_URL && e.AI_MODEL
          ? {
              baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
              apiKey: e.AI_API_KEY ?? null,
              model: e.AI_MODEL,
              tokensField: e.AI_MAX_TOKENS_FIELD,
              timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
            }
          : null,
      perDay: e.DRAFTS_PER_DAY,
    },
    backups: backupSettings(
      e.BACKUP_DIR,
      e.BACKUP_SCHEDULE ?? (e.DATABASE_URL ? 'off' : '03:00'),
      e.BACKUP_KEEP,
    ),
  };
}

function backupSettings(dir: string, schedule: string, keep: string): Config['backups'] {
  const [hour, minute] = schedule.split(':').map(Number);
  const [daily, weekly] = keep.split(',').map((part) => Number.parseInt(part, 10));
  return {
    dir: path.resolve(dir),
    schedule: schedule === 'off' ? null : { hour: hour!, minute: minute! },
    keep: { daily: daily!, weekly: weekly! },
  };
}
