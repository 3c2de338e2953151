// Who makes a batch of invitations and how, for the routes that make them: the member credited, or
// the API, with the day's caps and the signing keys.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unavailable } from '#server/lib/domain-errors.ts';
import { staffRefOfSender } from './service';

export const NOT_CONFIRMED = 'Confirm that these customers agreed to be contacted by you.';

export async function makerFor(
  app: FastifyInstance,
  request: FastifyRequest,
  source: 'phone' | 'csv' | 'api',
) {
  const { perDay, trialPerDay, postalAddress } = app.config.invitations;
  // Without the operator's postal address an invitation may not go out (CAN-SPAM): say so first.
  if (!postalAddress)
    throw unavailable(
      'Invitations need the operator’s postal address in their footer: set LEGAL_ADDRESS.',
      'INVITATIONS_NEED_ADDRESS',
    );
  const businessId = request.business.id;
  const person = source === 'api' ? null : request.signedInUser.id;
  return {
    businessId,
    source,
    sentBy: person,
    staffRef: person ? await staffRefOfSender(app.db, businessId, person) : null,
    keys: app.invitations.keys,
    perDay,
    trialPerDay,
    now: new Date(),
  };
}
