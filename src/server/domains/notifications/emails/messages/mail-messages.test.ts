// Every e-mail in another language reads in it: no English sentence is left in one. (The messages
// themselves are checked with every other namespace in src/web/i18n/catalogues.test.ts.)
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ConnectionBrokenEmail } from '#server/domains/notifications/emails/connection-broken.tsx';
import { FeedbackAlertEmail } from '#server/domains/notifications/emails/feedback-alert.tsx';
import { PlaceClaimedEmail } from '#server/domains/notifications/emails/place-claimed.tsx';
import { ReviewAlertEmail } from '#server/domains/notifications/emails/review-alert.tsx';
import { WebhookDisabledEmail } from '#server/domains/notifications/emails/webhook-disabled.tsx';
import { WeeklySummaryEmail } from '#server/domains/notifications/emails/weekly-summary.tsx';
import { renderMail } from '#server/domains/notifications/render.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';

describe('every e-mail in another language', () => {
  const base = { settingsUrl: 'https://x.test/s', unsubscribeUrl: 'https://x.test/u' };
  const mails = (locale: Locale) => [
    createElement(FeedbackAlertEmail, {
      ...base,
      locale,
      businessName: 'Kawiarnia',
      followUp: false,
      inboxUrl: 'https://x.test/i',
      timeZone: 'Europe/Warsaw',
      items: [{ rating: 2, text: 'Zimno', customerName: null, customerEmail: null, createdAt: new Date() }],
    }),
    createElement(WeeklySummaryEmail, {
      ...base,
      locale,
      businessName: 'Kawiarnia',
      weekLabel: '1–7',
      figures: [{ label: 'x', value: 3, previous: 2 }],
      newFeedback: 1,
      teamHighlight: { memberName: 'Ola', conversions: 2 },
      dashboardUrl: 'https://x.test/d',
      inboxUrl: 'https://x.test/i',
    }),
    createElement(PlaceClaimedEmail, {
      ...base,
      locale,
      businessName: 'Kawiarnia',
      linksUntil: '1',
      dashboardUrl: 'https://x.test/d',
    }),
    createElement(ConnectionBrokenEmail, {
      ...base,
      locale,
      businessName: 'Kawiarnia',
      sectionUrl: 'https://x.test/g',
    }),
    createElement(WebhookDisabledEmail, {
      ...base,
      locale,
      url: 'https://hook.test',
      lastError: '500',
      sectionUrl: 'https://x.test/g',
    }),
    createElement(ReviewAlertEmail, {
      ...base,
      locale,
      businessName: 'Kawiarnia',
      sectionUrl: 'https://x.test/g',
      reviews: [{ stars: 2, reviewer: 'Jan', comment: null }],
    }),
    createElement(ReviewAlertEmail, {
      ...base,
      locale,
      businessName: 'Kawiarnia',
      sectionUrl: 'https://x.test/g',
      digest: 'daily',
      reviews: [
        { stars: 5, reviewer: 'Jan', comment: 'Super' },
        { stars: 4, reviewer: 'Ewa', comment: 'Dobrze' },
      ],
    }),
  ];
  // The English sentences and labels (those with no placeholder): none may reach a Polish or Arabic reader.
  const source = JSON.parse(readFileSync('messages/en/email.json', 'utf8')) as Record<
    string,
    { message: string }
  >;
  const english = Object.values(source)
    .map((m) => m.message)
    .filter((m) => !m.includes('{') && m.length > 8);

  it.each(['pl', 'ar', 'de'] as const)('%s: no English sentence is left in any e-mail', async (locale) => {
    for (const element of mails(locale)) {
      const { text } = await renderMail(element);
      for (const sentence of english) expect([sentence, text.includes(sentence)]).toEqual([sentence, false]);
    }
  });

  it('the check can fail: the English e-mails contain them', async () => {
    const texts = (await Promise.all(mails('en').map((m) => renderMail(m)))).map((m) => m.text).join('\n');
    expect(english.filter((s) => texts.includes(s)).length).toBeGreaterThan(10);
  });
});
