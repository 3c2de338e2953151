import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPopupPage } from '#server/lib/html-response.ts';
import { accountLocale } from '#server/lib/locale.ts';
import { loggableError } from '#server/lib/log-safety.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema, businessSchema } from '#shared/schemas/businesses.ts';
import {
  claimableSchema,
  claimBodySchema,
  connectResponseSchema,
  googleStatusSchema,
  growthSchema,
  liveRatingSchema,
  replyBodySchema,
  replySchema,
  replyTemplatesSchema,
  reviewParamsSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
} from '#shared/schemas/google.ts';
import { finishConnection, startedConnection, TX_MAX_AGE_S } from './connect-callback';
import { connectedPage, demoConsentPage } from './connect-pages';
import { reviewGrowth } from './growth';
import { liveRating } from './live-rating';
import {
  claimablePlaces,
  claimPlaceAsOwner,
  deleteReply,
  disconnect,
  type GoogleDeps,
  googleStatus,
  listReviews,
  replyTemplates,
  requestSync,
  saveReply,
  saveReplyTemplates,
} from './service';

const TX_COOKIE = 'google_tx';
const popupLimit = { max: 30, timeWindow: '1 minute' };
// A sync reads every changed review at Google: a few a minute per caller keep within Google's quota.
const syncLimit = { max: 3, timeWindow: '1 minute', keyGenerator: (r: FastifyRequest) => r.user?.id ?? r.ip };
const callbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

const html = sendPopupPage;

/** The owner's Google Business Profile, its reviews with replies, and review growth. */
export const googleRoutes: FastifyPluginAsyncZod<{ deps: GoogleDeps }> = async (app, { deps }) => {
  const redirectUri = `${app.config.publicUrl}/api/google/callback`;
  const txCookie = {
    path: '/api/google',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.secureCookies,
    signed: true,
    maxAge: TX_MAX_AGE_S,
  };

  app.get(
    '/api/businesses/:id/google',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getGoogleConnection',
        summary: "The business's Google Business Profile connection",
        params: businessParamsSchema,
        response: { 200: googleStatusSchema, ...errorAnswers.member },
      },
    },
    async (request) => googleStatus(app.db, deps, request.business.id),
  );

  app.get(
    '/api/businesses/:id/google/rating',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getGoogleRating',
        summary: "The business's Google rating and review count now (Places; shown, never stored)",
        params: businessParamsSchema,
        response: { 200: liveRatingSchema, ...errorAnswers.member },
      },
    },
    async (request) => liveRating(app.db, app.places, request.business.id),
  );

  app.post(
    '/api/businesses/:id/google/connect',
    {
      config: { access: 'owner', rateLimit: popupLimit },
      schema: {
        operationId: 'connectGoogle',
        summary: "Start connecting the business's Google Business Profile (opened in a popup)",
        params: businessParamsSchema,
        response: { 200: connectResponseSchema, ...errorAnswers.owner },
      },
    },
    async (request, reply) => {
      if (!deps.profile) {
        return reply.code(503).send({
          message: 'Google Business Profile is not enabled on this server.',
          code: 'GOOGLE_NOT_ENABLED',
        });
      }
      const tx = {
        state: randomBytes(16).toString('base64url'),
        verifier: randomBytes(32).toString('base64url'),
        businessId: request.business.id,
        userId: request.signedInUser.id,
        createdAt: Date.now(),
      };
      const authorizeUrl = await deps.profile.authorizeUrl({
        redirectUri,
        state: tx.state,
        codeVerifier: tx.verifier,
      });
      reply.setCookie(TX_COOKIE, JSON.stringify(tx), txCookie);
      return { authorizeUrl };
    },
  );

  app.get(
    '/api/google/demo-consent',
    {
      config: { access: 'user', htmlPage: true, rateLimit: popupLimit },
      schema: {
        operationId: 'showDemoConsent',
        summary: 'The demo consent screen (embedded default only)',
        querystring: z.object({ state: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      if (deps.profile?.kind !== 'demo')
        return html(reply, connectedPage(accountLocale(request), false, 'pages.connect.noDemo'), 404);
      return html(reply, demoConsentPage(accountLocale(request), request.query.state));
    },
  );

  // Google (or the demo consent screen) sends the popup back here. The signed transaction cookie ties
  // the answer to the owner who started it: a stranger's code or state is refused.
  app.get(
    '/api/google/callback',
    {
      config: { access: 'user', htmlPage: true, rateLimit: popupLimit },
      schema: {
        operationId: 'completeGoogleConnection',
        summary: "Google's answer to a Business Profile connection",
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      const raw = request.cookies[TX_COOKIE];
      reply.clearCookie(TX_COOKIE, txCookie);
      const unsigned = raw ? request.unsignCookie(raw) : null;
      const tx = startedConnection(
        unsigned?.valid ? unsigned.value : null,
        request.query.state,
        request.signedInUser.id,
      );
      if (!tx || !deps.profile)
        return html(reply, connectedPage(accountLocale(request), false, 'pages.connect.expired'), 400);
      if (request.query.error || !request.query.code)
        return html(reply, connectedPage(accountLocale(request), false, 'pages.connect.notGranted'));
      const outcome = await finishConnection(app.db, deps, deps.profile, {
        tx,
        callbackUrl: new URL(request.url, app.config.publicUrl),
        log: request.log,
      });
      return html(reply, connectedPage(accountLocale(request), outcome.ok, outcome.message), outcome.status);
    },
  );

  app.post(
    '/api/businesses/:id/google/disconnect',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'disconnectGoogle',
        summary: 'Disconnect the Business Profile: revoke the token at Google and forget its reviews',
        params: businessParamsSchema,
        response: { 204: z.null(), ...errorAnswers.owner },
      },
    },
    async (request, reply) => {
      await disconnect(app.db, deps, request.business.id, request.signedInUser.id, (err) =>
        request.log.warn({ err: loggableError(err) }, 'could not revoke the Google token'),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/businesses/:id/google/sync',
    {
      config: { access: 'owner', rateLimit: syncLimit },
      schema: {
        operationId: 'syncGoogleReviews',
        summary: 'Read the reviews from Google now',
        params: businessParamsSchema,
        response: { 202: z.null(), ...errorAnswers.owner },
      },
    },
    async (request, reply) => {
      await requestSync(app.db, request.business.id);
      return reply.code(202).send(null);
    },
  );

  app.get(
    '/api/businesses/:id/google/reviews',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'listGoogleReviews',
        summary: "The business's Google reviews, newest first, with the owner's replies",
        params: businessParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsPageSchema, ...errorAnswers.member },
      },
    },
    async (request) => listReviews(app.db, request.business.id, request.query),
  );

  app.put(
    '/api/businesses/:id/google/reviews/:reviewId/reply',
    {
      config: { access: 'owner', token: 'write' },
      schema: {
        operationId: 'replyToReview',
        summary: 'Reply to a Google review, or change the reply',
        params: reviewParamsSchema,
        body: replyBodySchema,
        response: { 200: replySchema, ...errorAnswers.owner },
      },
    },
    async (request) =>
      saveReply(app.db, deps, request.business.id, request.params.reviewId, request.body.comment),
  );

  app.delete(
    '/api/businesses/:id/google/reviews/:reviewId/reply',
    {
      config: { access: 'owner', token: 'write' },
      schema: {
        operationId: 'deleteReviewReply',
        summary: 'Delete the reply to a Google review',
        params: reviewParamsSchema,
        response: { 204: z.null(), ...errorAnswers.owner },
      },
    },
    async (request, reply) => {
      await deleteReply(app.db, deps, request.business.id, request.params.reviewId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/google/claimable',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listClaimablePlaces',
        summary:
          "Places the caller's connected profile manages that someone else registered without verification",
        response: { 200: claimableSchema, ...errorAnswers.user },
      },
    },
    async (request) => claimablePlaces(app.db, request.signedInUser.id),
  );

  app.post(
    '/api/businesses/claim',
    {
      config: { access: 'user', rateLimit: popupLimit },
      schema: {
        operationId: 'claimPlace',
        summary: 'Claim a place as its verified owner on Google (it moves from an unverified registration)',
        body: claimBodySchema,
        response: { 201: businessSchema, ...errorAnswers.user },
      },
    },
    async (request, reply) => {
      const business = await claimPlaceAsOwner(
        app.db,
        app.mail,
        request.signedInUser.id,
        request.body.placeId,
      );
      return reply.code(201).send(business);
    },
  );

  app.get(
    '/api/businesses/:id/google/reply-templates',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'getReplyTemplates',
        summary: "The owner's saved replies, for 1–3 and 4–5 stars",
        params: businessParamsSchema,
        response: { 200: replyTemplatesSchema, ...errorAnswers.owner },
      },
    },
    async (request) => replyTemplates(app.db, request.business.id),
  );

  app.put(
    '/api/businesses/:id/google/reply-templates',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'saveReplyTemplates',
        summary: 'Save the replies for 1–3 and 4–5 stars ({first name} is the reviewer’s)',
        params: businessParamsSchema,
        body: replyTemplatesSchema,
        response: { 200: replyTemplatesSchema, ...errorAnswers.owner },
      },
    },
    async (request) => saveReplyTemplates(app.db, request.business.id, request.body),
  );

  app.get(
    '/api/businesses/:id/google/growth',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getReviewGrowth',
        summary: 'Review growth: the profile before and since ReviewTap, and reviews that followed a visit',
        params: businessParamsSchema,
        response: { 200: growthSchema, ...errorAnswers.member },
      },
    },
    async (request) => reviewGrowth(app.db, request.business.id),
  );
};
