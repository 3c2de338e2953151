// Every e-mail catalogue has every key, no key that no code uses, and the same
// placeholders as English; every message is valid ICU and covers its language's plural forms.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ConnectionBrokenEmail } from '#server/notifications/emails/connection-broken.tsx';
import { FeedbackAlertEmail } from '#server/notifications/emails/feedback-alert.tsx';
import { PlaceClaimedEmail } from '#server/notifications/emails/place-claimed.tsx';
import { ReviewAlertEmail } from '#server/notifications/emails/review-alert.tsx';
import { WebhookDisabledEmail } from '#server/notifications/emails/webhook-disabled.tsx';
import { WeeklySummaryEmail } from '#server/notifications/emails/weekly-summary.tsx';
import { renderMail } from '#server/notifications/render.ts';
import { LOCALES, type Locale } from '#shared/lib/i18n/locales.ts';
import { placeholders, pluralForms, pluralFormsOf } from '#web/test/message-shape.ts';
import { en } from './en';
import { mailCatalogues } from './index';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'messages' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('e-mail catalogues', () => {
  const keys = Object.keys(en).sort();

  it.each(LOCALES)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(mailCatalogues[locale]).sort()).toEqual(keys);
  });

  it.each(LOCALES)('%s uses the same placeholders as English in every message', (locale) => {
    for (const key of keys) {
      const k = key as keyof typeof en;
      expect([key, placeholders(mailCatalogues[locale][k])]).toEqual([key, placeholders(en[k])]);
    }
  });

  it.each(LOCALES)("%s's plurals offer every form the language uses for whole numbers", (locale) => {
    const needed = pluralFormsOf(locale);
    for (const [key, message] of Object.entries(mailCatalogues[locale])) {
      const forms = pluralForms(message);
      if (forms.size === 0) continue;
      for (const form of needed) expect([key, forms.has(form) || form === 'other']).toEqual([key, true]);
      expect([key, forms.has('other')]).toEqual([key, true]);
    }
  });

  it('has no key that no code uses', () => {
    const code = sources(join(import.meta.dirname, '..', '..')).join('\n');
    const unused = keys.filter((k) => !code.includes(`'${k}'`));
    expect(unused).toEqual([]);
  });

  it('the placeholder check can fail', () => {
    expect(placeholders('{count, plural, other {# for {business}}}')).toEqual(['business', 'count']);
    expect(placeholders('{count, plural, other {# for {busines}}}')).not.toEqual(['business', 'count']);
  });
});

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
  const english = Object.values(en).filter((m) => !m.includes('{') && m.length > 8);

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
