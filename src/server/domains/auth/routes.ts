// Sign-in and the account, one file per part: Google's sign-in, the demo sign-in, signing out, and the
// signed-in user's account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account-routes';
import { demoSignInRoutes } from './demo-sign-in-routes';
import { createGoogleSignIn, type GoogleSignIn } from './google-oidc';
import { signInRoutes } from './sign-in-routes';
import { signOutRoutes } from './sign-out-routes';

export const authRoutes: FastifyPluginAsyncZod<{ google?: GoogleSignIn }> = async (app, opts) => {
  const { config } = app;
  // Google when it is configured (or a test's stand-in is given), else the demo sign-in.
  const google = opts.google ?? (config.google ? createGoogleSignIn(config.google) : null);
  for (const routes of [signInRoutes, demoSignInRoutes, signOutRoutes, accountRoutes])
    await app.register(routes, { google });
};
