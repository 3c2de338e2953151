// Renders the feedback alert and the weekly summary with sample data, and screenshots them in
// Chromium at phone width, to look at how they arrive. Usage: npx tsx scripts/email-previews.tsx [dir]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { FeedbackAlertEmail } from '#server/domains/notifications/emails/feedback-alert.tsx';
import { WeeklySummaryEmail } from '#server/domains/notifications/emails/weekly-summary.tsx';
import { renderMail } from '#server/domains/notifications/render.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const dir = process.argv[2] ?? '/tmp/email-previews';
mkdirSync(dir, { recursive: true });
const base = 'https://reviews.example.com';
const common = {
  unsubscribeUrl: `${base}/unsubscribe?token=sample`,
  settingsUrl: `${base}/dashboard?section=notifications`,
};

const alert = await renderMail(
  createElement(FeedbackAlertEmail, {
    ...common,
    businessName: 'Corner Bakery',
    locale: 'en',
    followUp: true,
    inboxUrl: `${base}/dashboard?section=feedback`,
    timeZone: 'Europe/London',
    items: [
      {
        rating: 1,
        text: 'Waited 25 minutes for a coffee and nobody said sorry. The croissant was stale too.',
        customerName: 'Dana Ray',
        customerEmail: 'dana.ray.with.a.long.address@example-mail.co.uk',
        createdAt: new Date('2026-06-03T10:02:00Z'),
      },
      {
        rating: 3,
        text: 'Nice staff, but <b>no oat milk</b> again.',
        customerName: null,
        customerEmail: null,
        createdAt: new Date('2026-06-03T10:07:00Z'),
      },
    ],
  }),
);
const summary = await renderMail(
  createElement(WeeklySummaryEmail, {
    ...common,
    businessName: 'Corner Bakery',
    weekLabel: '1–7 Jun 2026',
    locale: 'en',
    figures: [
      { label: 'QR code scans', value: 142, previous: 118 },
      { label: 'Ratings', value: 97, previous: 101 },
      { label: 'Sent to Google to review', value: 71, previous: 71 },
    ],
    newFeedback: 6,
    teamHighlight: null,
    dashboardUrl: `${base}/dashboard`,
    inboxUrl: `${base}/dashboard?section=feedback`,
  }),
);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const [name, mail] of [
  ['email-alert-followup', alert],
  ['email-weekly-summary', summary],
] as const) {
  writeFileSync(path.join(dir, `${name}.html`), mail.html);
  writeFileSync(path.join(dir, `${name}.txt`), mail.text);
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await page.setContent(mail.html);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: path.join(dir, `${name}-360.png`), fullPage: true });
  console.log(`${name}: ${path.join(dir, `${name}-360.png`)} (page width ${width}px at a 360px viewport)`);
  await page.close();
}
await browser.close();
