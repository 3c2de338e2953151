import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { updateUserSchema, userSchema } from '#shared/schemas/auth.ts';
import { deleteAccountResponseSchema, deleteAccountSchema } from '#shared/schemas/privacy.ts';
import { deleteAccount } from './account-deletion';
import type { GoogleSignIn } from './google-oidc';
import { signOut } from './session-plugin';
import { setUserLocale, toPublicUser } from './users';

/** The signed-in user: the account, its language, and deleting it. */
export const accountRoutes: FastifyPluginAsyncZod<{ google: GoogleSignIn | null }> = async (app) => {
  app.get(
    '/api/auth/user',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        response: { 200: userSchema, ...errorAnswers.user },
      },
    },
    async (request) => toPublicUser(request.signedInUser, request.headers['accept-language']),
  );

  // The owner's language, on the account, so every device and every e-mail follows it.
  app.patch(
    '/api/auth/user',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'updateCurrentUser',
        summary: "Save the signed-in user's language",
        body: updateUserSchema,
        response: { 200: userSchema, ...errorAnswers.user },
      },
    },
    async (request) =>
      toPublicUser(await setUserLocale(app.db, request.signedInUser.id, request.body.locale)),
  );

  app.delete(
    '/api/auth/user',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        operationId: 'deleteAccount',
        summary: "Delete the caller's account",
        body: deleteAccountSchema,
        response: { 200: deleteAccountResponseSchema, ...errorAnswers.user },
      },
    },
    async (request, reply) => {
      const { businessIds } = await deleteAccount(
        app.db,
        request.signedInUser.id,
        request.body.confirmEmail,
        app.beforeBusinessDelete,
      );
      for (const id of businessIds) {
        app.customerPageCache.forget(id);
        await app.deletionLedger.record({ kind: 'business', id });
      }
      await app.deletionLedger.record({ kind: 'user', id: request.signedInUser.id });
      await app.scrubDeleted();
      // The sessions are gone with the user; this clears the browser's cookie.
      request.sessionToken = null;
      await signOut(app, request, reply);
      return { deletedBusinesses: businessIds.length };
    },
  );
};
