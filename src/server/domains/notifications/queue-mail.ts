// Every e-mail enters the outbox here: rendered once, in the transaction of what it tells, and at most
// once per dedupe key.
import type { ReactElement } from 'react';
import type { DbOrTx } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/tables/notifications.ts';
import type { MailKind } from '#shared/lib/mail-kinds.ts';
import { renderMail } from './render';

/** Queues one e-mail; answers whether it was queued (false when its dedupe key was queued before). */
export async function queueMail(
  tx: DbOrTx,
  mail: {
    kind: MailKind;
    businessId: string | null;
    userId: string;
    toAddress: string;
    subject: string;
    element: ReactElement;
    now: Date;
    dedupeKey?: string;
    replyTo?: string;
    listUnsubscribe?: string;
    feedbackId?: string;
  },
) {
  const rendered = await renderMail(mail.element);
  const inserted = await tx
    .insert(mailOutbox)
    .values({
      businessId: mail.businessId,
      userId: mail.userId,
      kind: mail.kind,
      toAddress: mail.toAddress,
      subject: mail.subject,
      ...rendered,
      dedupeKey: mail.dedupeKey,
      replyTo: mail.replyTo,
      listUnsubscribe: mail.listUnsubscribe,
      feedbackId: mail.feedbackId,
      createdAt: mail.now,
      nextAttemptAt: mail.now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}
