// What a customer does with the e-mails we send them, for tests that have no SMTP server: the stored
// e-mail holds CUSTOMER_TOKEN where their own token goes, so the link is filled in exactly as the
// sender fills it when the mail leaves (notifications/outbox.ts).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { businesses, mailOutbox } from '#server/db/schema.ts';
import type { CustomerKind } from '#shared/lib/mail-kinds.ts';
import { sameOrigin } from './test-app';

const CUSTOMER_TOKEN = '__customer_token__';

/** The customer's link of `kind` in the e-mail about this feedback, as it reaches them. */
export async function customerLink(
  app: FastifyInstance,
  db: Database['db'],
  feedbackId: string,
  kind: CustomerKind,
) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.feedbackId, feedbackId), eq(mailOutbox.kind, kind)));
  if (!mail) return null;
  const stored =
    kind === 'feedback_answer' ? mail.listUnsubscribe : /\S+\/confirm-address\?\S+/.exec(mail.text)?.[0];
  const [location] = mail.businessId
    ? await db.select().from(businesses).where(eq(businesses.id, mail.businessId))
    : [];
  const token = app.mail.customerToken(mail, location ?? null);
  if (!stored || !token) return null;
  return new URL(stored.replaceAll(CUSTOMER_TOKEN, token));
}

/** The customer opens the confirmation e-mail about this feedback and confirms their address. */
export async function confirmAddressFromMail(app: FastifyInstance, db: Database['db'], feedbackId: string) {
  const link = await customerLink(app, db, feedbackId, 'address_confirmation');
  expect(link, 'a confirmation e-mail was queued').toBeTruthy();
  const done = await app.inject({
    method: 'POST',
    url: `${link!.pathname}${link!.search}`,
    headers: sameOrigin(),
  });
  expect(done.statusCode).toBe(200);
}
