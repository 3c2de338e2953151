// Draws the installable app's icons from the brand mark (the white star on ReviewTap blue, as in
// public/favicon.svg) and writes them to public/icons/. Run once after changing the brand:
//   npx tsx scripts/generate-pwa-icons.ts
// Maskable icons fill the whole square and keep the star inside the central 80% circle that every
// launcher mask leaves visible; the "any" icons are a rounded square on transparency.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { BRAND } from '../pwa.config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const STAR = 'M16 6.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L16 21.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z';
// lucide's qr-code glyph, for the 'Show To Customers' shortcut.
const QR = `<g fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
<rect width="5" height="5" x="3" y="3" rx="1"/><rect width="5" height="5" x="16" y="3" rx="1"/>
<rect width="5" height="5" x="3" y="16" rx="1"/><path d="M21 16h-3a2 2 0 0 0-2 2v3"/><path d="M21 21v.01"/>
<path d="M12 7v3a2 2 0 0 1-2 2H7"/><path d="M3 12h.01"/><path d="M12 3h.01"/><path d="M12 16v.01"/>
<path d="M16 12h1"/><path d="M21 12v.01"/><path d="M12 21v-1"/></g>`;

/** The star scaled to `fraction` of the icon's width, centred (its box in the path is 19 units wide). */
function star(fraction: number) {
  const scale = (fraction * 100) / 19;
  return `<g transform="translate(50 50) scale(${scale}) translate(-16 -15.5)"><path d="${STAR}" fill="#fff"/></g>`;
}

const icons: Record<string, { size: number; svg: string }> = {
  'icon-192.png': {
    size: 192,
    svg: `<rect width="100" height="100" rx="22" fill="${BRAND.blue}"/>${star(0.58)}`,
  },
  'icon-512.png': {
    size: 512,
    svg: `<rect width="100" height="100" rx="22" fill="${BRAND.blue}"/>${star(0.58)}`,
  },
  'maskable-192.png': {
    size: 192,
    svg: `<rect width="100" height="100" fill="${BRAND.blue}"/>${star(0.46)}`,
  },
  'maskable-512.png': {
    size: 512,
    svg: `<rect width="100" height="100" fill="${BRAND.blue}"/>${star(0.46)}`,
  },
  'apple-touch-icon-180.png': {
    size: 180,
    svg: `<rect width="100" height="100" fill="${BRAND.blue}"/>${star(0.56)}`,
  },
  'shortcut-qr-96.png': {
    size: 96,
    svg: `<rect width="100" height="100" rx="22" fill="${BRAND.blue}"/><g transform="translate(20 20) scale(2.5)">${QR}</g>`,
  },
};

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
for (const [name, { size, svg }] of Object.entries(icons)) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}</style><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}">${svg}</svg>`,
  );
  await page.screenshot({
    path: `public/icons/${name}`,
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  console.log(`public/icons/${name}`);
}
await browser.close();
