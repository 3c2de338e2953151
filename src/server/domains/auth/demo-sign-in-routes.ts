import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPopupPage } from '#server/lib/html-response.ts';
import { pageLocale } from '#server/lib/locale.ts';
import { demoLoginSchema } from '#shared/schemas/auth.ts';
import { readDemoForm } from './callback';
import type { GoogleSignIn } from './google-oidc';
import { signIn } from './session-plugin';
import { callbackPage, demoFormError, demoSignInPage } from './sign-in-pages';
import { upsertDemoUser } from './users';

// Per IP: enough for a household or an office, far too few to hammer the provider or the demo form.
const loginRateLimit = { max: 30, timeWindow: '1 minute' };

const html = sendPopupPage;

/** The demo sign-in with a name and an e-mail, on the embedded default only. */
export const demoSignInRoutes: FastifyPluginAsyncZod<{ google: GoogleSignIn | null }> = async (
  app,
  { google },
) => {
  app.post(
    '/api/login/demo',
    {
      config: { access: 'public', htmlPage: true, rateLimit: loginRateLimit },
      schema: {
        operationId: 'signInDemo',
        summary: 'Demo sign-in with a name and e-mail (embedded default only)',
        body: z.record(z.string(), z.unknown()).optional(),
      },
    },
    async (request, reply) => {
      if (google) return reply.code(404).send({ message: 'Demo sign-in is turned off on this server.' });
      const values = readDemoForm(request.body);
      const parsed = demoLoginSchema.safeParse(values);
      if (!parsed.success) {
        return html(
          reply,
          demoSignInPage(pageLocale(request), values, demoFormError(parsed.error.issues[0])),
          400,
        );
      }
      const user = await upsertDemoUser(app.db, parsed.data);
      await signIn(app, request, reply, user.id);
      return html(reply, callbackPage(pageLocale(request), true));
    },
  );
};
