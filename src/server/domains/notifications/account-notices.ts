// Account notices: service messages to one person about their account, not unsubscribable. A place
// claimed by its verified owner, a Business Profile connection Google stopped accepting, a webhook
// turned off after failures. Each is written in the transaction of what it tells.
import { createElement, type ReactElement } from 'react';
import type { DbOrTx } from '#server/db/client.ts';
import { userSummaries } from '#server/domains/auth/service.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/lib/i18n/locales.ts';
import { links, type MailContext } from './context';
import { ConnectionBrokenEmail, connectionBrokenSubject } from './emails/connection-broken';
import { OperatorNoticeEmail, operatorNoticeSubject, type ToldAction } from './emails/operator-notice';
import { PlaceClaimedEmail, placeClaimedSubject } from './emails/place-claimed';
import { WebhookDisabledEmail, webhookDisabledSubject } from './emails/webhook-disabled';
import { queueMail } from './queue-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
const googleSectionUrl = (ctx: MailContext) => `${ctx.publicUrl}/dashboard?section=google`;

/**
 * One account notice to the user's address, in their language; nothing when they have no address.
 * `compose` writes it once the language is known.
 */
async function queueAccountNotice(
  tx: DbOrTx,
  input: {
    userId: string;
    businessId: string | null;
    now: Date;
    dedupeKey?: string;
    compose: (locale: Locale) => { subject: string; element: ReactElement };
  },
) {
  const person = (await userSummaries(tx, [input.userId])).get(input.userId);
  if (!person?.email) return;
  const { subject, element } = input.compose(person.locale ?? DEFAULT_LOCALE);
  await queueMail(tx, {
    kind: 'account_notice',
    businessId: input.businessId,
    userId: input.userId,
    toAddress: person.email,
    subject,
    element,
    now: input.now,
    dedupeKey: input.dedupeKey,
  });
}

/** The earlier registrant of a place learns that its verified owner claimed it. */
export const queuePlaceClaimedNotice = (
  tx: DbOrTx,
  ctx: MailContext,
  input: { businessId: string; businessName: string; userId: string; now: Date; graceDays: number },
) =>
  queueAccountNotice(tx, {
    ...input,
    compose: (locale) => {
      const props = {
        businessName: input.businessName,
        locale,
        linksUntil: new Date(input.now.getTime() + input.graceDays * DAY_MS).toLocaleDateString(
          locale === 'en' ? 'en-GB' : locale,
          { dateStyle: 'long', timeZone: 'UTC' },
        ),
        dashboardUrl: googleSectionUrl(ctx),
        settingsUrl: links(ctx).settings,
      };
      return { subject: placeClaimedSubject(props), element: createElement(PlaceClaimedEmail, props) };
    },
  });

/** The owner learns, once, that Google stopped accepting the Business Profile connection. */
export const queueConnectionBrokenNotice = (
  tx: DbOrTx,
  ctx: MailContext,
  input: { businessId: string; businessName: string; userId: string; now: Date },
) =>
  queueAccountNotice(tx, {
    ...input,
    compose: (locale) => {
      const props = {
        businessName: input.businessName,
        locale,
        sectionUrl: googleSectionUrl(ctx),
        settingsUrl: links(ctx).settings,
      };
      return {
        subject: connectionBrokenSubject(props),
        element: createElement(ConnectionBrokenEmail, props),
      };
    },
  });

/** The owner learns, once per endpoint and day, that a failing webhook was turned off. */
export const queueWebhookDisabledNotice = (
  tx: DbOrTx,
  ctx: MailContext,
  input: { endpointId: string; url: string; lastError: string; userId: string; now: Date },
) =>
  queueAccountNotice(tx, {
    userId: input.userId,
    businessId: null,
    now: input.now,
    dedupeKey: `webhook-disabled:${input.endpointId}:${input.now.toISOString().slice(0, 10)}`,
    compose: (locale) => {
      const props = {
        locale,
        url: input.url,
        lastError: input.lastError,
        sectionUrl: `${ctx.publicUrl}/dashboard?section=developers`,
        settingsUrl: links(ctx).settings,
      };
      return { subject: webhookDisabledSubject(props), element: createElement(WebhookDisabledEmail, props) };
    },
  });

/** The owner learns what the operator did to their business, why, and whom to ask, in their language. */
export const queueOperatorNotice = (
  tx: DbOrTx,
  ctx: MailContext,
  input: {
    /** Null once the business is gone (its deletion on the owner's request). */
    businessId: string | null;
    businessName: string;
    userId: string;
    action: ToldAction;
    reason: string;
    contact: string;
    now: Date;
  },
) =>
  queueAccountNotice(tx, {
    ...input,
    compose: (locale) => {
      const props = {
        businessName: input.businessName,
        action: input.action,
        reason: input.reason,
        contact: input.contact,
        locale,
        date: input.now.toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {
          dateStyle: 'long',
          timeZone: 'UTC',
        }),
        dashboardUrl: `${ctx.publicUrl}/dashboard`,
      };
      return { subject: operatorNoticeSubject(props), element: createElement(OperatorNoticeEmail, props) };
    },
  });
