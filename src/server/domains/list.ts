import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { TAGS, tagged } from '#server/plugins/openapi.ts';
import { staticSpaPlugin } from '#server/plugins/static-spa.ts';
import type { Wiring } from '#server/wiring.ts';
import { analyticsRoutes } from './analytics/routes';
import { authRoutes } from './auth/routes';
import { billingRoutes } from './billing/routes';
import { stripeWebhookRoutes } from './billing/webhook-routes';
import { businessRoutes } from './businesses/routes';
import { developerRoutes } from './developers/routes';
import { draftRoutes } from './drafts/routes';
import { feedbackRoutes } from './feedback/routes';
import { googleRoutes } from './google/routes';
import { homeRoutes } from './home/routes';
import { inboxRoutes } from './inbox/routes';
import { invitationRoutes } from './invitations/routes';
import { invitationKeys } from './invitations/service';
import { landingRoutes } from './landing/routes';
import { shortLinkRoutes } from './links/routes';
import { mailEventRoutes } from './mail-events/routes';
import { notificationRoutes } from './notifications/routes';
import { operatorRoutes } from './operator/routes';
import { serviceStates } from './operator/service-states';
import { placesRoutes } from './places/routes';
import { platformRoutes } from './platform/routes';
import { privacyRoutes } from './privacy/routes';
import { qrRoutes } from './qr/routes';
import { staffRoutes } from './staff/routes';
import { teamsRoutes } from './teams/routes';
import { customerPages } from './visits/customer-pages';
import { ratingApiRoutes } from './visits/routes';

type Tag = (typeof TAGS)[keyof typeof TAGS];

/** A domain's routes: their tag in the published document, and what they need from the wiring. */
type Domain = (app: FastifyInstance, wiring: Wiring) => Promise<unknown>;
type Needs<O> = (wiring: Wiring, app: FastifyInstance) => O;

// biome-ignore lint/suspicious/noExplicitAny: each domain's plugin has its own options type.
function domain<O extends Record<string, any>>(
  tag: Tag | null,
  routes: FastifyPluginAsync<O>,
  // Required when the plugin has options it cannot do without.
  ...needs: {} extends O ? [needs?: Needs<O>] : [needs: Needs<O>]
): Domain {
  const plugin = tag ? tagged(tag, routes) : routes;
  return async (app, wiring) => app.register(plugin, needs[0]?.(wiring, app) ?? ({} as O));
}

const webDir = (wiring: Wiring) => ({ webDir: wiring.webDir });

/**
 * Every domain, in the order it takes requests (and the published document lists it); each names what
 * it needs beside the app's decorations. The owner app's catch-all comes last.
 */
export const DOMAINS: Domain[] = [
  domain(TAGS.account, authRoutes, (w) => ({ google: w.adapters.google })),
  domain(TAGS.platform, platformRoutes),
  domain(TAGS.analytics, analyticsRoutes),
  domain(TAGS.businesses, businessRoutes),
  domain(TAGS.places, placesRoutes),
  domain(TAGS.visits, ratingApiRoutes),
  domain(TAGS.phoneScreen, qrRoutes),
  domain(TAGS.team, teamsRoutes),
  domain(TAGS.billing, billingRoutes),
  domain(TAGS.team, staffRoutes),
  domain(TAGS.sharing, shortLinkRoutes),
  domain(TAGS.notifications, notificationRoutes),
  domain(TAGS.invitations, invitationRoutes),
  domain(TAGS.feedback, feedbackRoutes),
  domain(TAGS.inbox, inboxRoutes),
  domain(TAGS.data, privacyRoutes),
  domain(TAGS.google, googleRoutes, (w) => ({ deps: w.google })),
  domain(TAGS.developers, developerRoutes, (w) => ({ deps: w.webhooks })),
  domain(TAGS.drafts, draftRoutes, (w) => ({ deps: w.adapters.drafts })),
  domain(null, customerPages, webDir),
  domain(TAGS.billing, stripeWebhookRoutes, (_w, app) => ({ stripe: app.config.stripe })),
  domain(TAGS.operator, operatorRoutes, (w, app) => ({
    deps: {
      mail: app.mail,
      billing: app.billing,
      keys: invitationKeys(app.mail.secret),
      contact: app.config.legal.contact,
      services: () => serviceStates(app, w.adapters.mailTransport),
    },
  })),
  domain(TAGS.mailEvents, mailEventRoutes, (w, app) => ({
    settings: app.config.mailEvents,
    deps: w.mailEvents,
  })),
  domain(null, landingRoutes, webDir),
  domain(null, homeRoutes, webDir),
  domain(null, staticSpaPlugin, webDir),
];
