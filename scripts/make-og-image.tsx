// Draws public/og-image.png, the 1200×630 picture link previews show for the landing page.
// Run again when the brand or the headline changes: npx tsx scripts/make-og-image.tsx
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PLAN } from '#shared/lib/plan.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const logo = readFileSync('public/favicon.svg', 'utf8');
const stars = '★★★★★';
// A real, scannable code, as the product draws it.
const qr = renderToStaticMarkup(
  <QRCodeSVG value="https://reviews.example.com/rate/demo" fgColor="#0b1220" />,
);
const html = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: system-ui, sans-serif; color: #0b1220;
    background: linear-gradient(135deg, #fcfcfc 0%, #e8efff 100%); display: flex; align-items: center;
    padding: 72px; gap: 56px; }
  .text { flex: 1; display: flex; flex-direction: column; gap: 28px; }
  .brand { display: flex; align-items: center; gap: 16px; font-size: 40px; font-weight: 800; }
  .brand svg { width: 64px; height: 64px; }
  h1 { font-size: 68px; line-height: 1.05; font-weight: 800; letter-spacing: -1.5px; }
  h1 span { color: #2563eb; }
  p { font-size: 30px; color: #475569; }
  .phone { width: 300px; height: 500px; border-radius: 44px; background: #0b1220; padding: 14px;
    box-shadow: 0 30px 60px rgba(37, 99, 235, .25); }
  .screen { width: 100%; height: 100%; border-radius: 32px; background: #fff; display: flex;
    flex-direction: column; align-items: center; justify-content: center; gap: 22px; }
  .qr svg { width: 210px; height: 210px; display: block; }
  .stars { color: #f59e0b; font-size: 40px; letter-spacing: 4px; }
  .cap { font-size: 20px; font-weight: 700; }
</style></head><body>
  <div class="text">
    <div class="brand">${logo}ReviewTap</div>
    <h1>Get more Google reviews using <span>just your phone</span></h1>
    <p>Show a QR code, your customer rates. $${PLAN.pricePerLocation}/month, ${PLAN.trialDays}-day free trial.</p>
  </div>
  <div class="phone"><div class="screen">
    <div class="qr">${qr}</div>
    <div class="stars">${stars}</div>
    <div class="cap">Scan to leave a review</div>
  </div></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'public/og-image.png' });
await browser.close();
console.log('wrote public/og-image.png');
