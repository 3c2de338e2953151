// The error answers a route documents, one map per access kind, so the published document
// and the error handler agree without nine copied maps. Every one has the shape { message, code? }.
import { errorSchema } from '#shared/schemas/errors.ts';

const e = errorSchema;

/** A customer's page or a signed-out call: bad input, a wrong origin, gone, twice, too big, too many. */
const publicErrors = { 400: e, 403: e, 404: e, 409: e, 413: e, 429: e, 503: e } as const;
/** Any signed-in call adds "sign in first" and an outside service (Stripe, Google, mail) failing. */
const userErrors = { ...publicErrors, 401: e, 502: e } as const;
/** A business's own calls add "the plan has lapsed". */
const businessErrors = { ...userErrors, 402: e } as const;

export const errorAnswers = {
  public: publicErrors,
  user: userErrors,
  member: businessErrors,
  owner: businessErrors,
  operator: userErrors,
} as const;
