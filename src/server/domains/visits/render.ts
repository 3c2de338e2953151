import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { directionOf } from '#shared/lib/i18n/locales.ts';
import { customerPageDataSchema } from '#shared/schemas/customer-page.ts';
import { CustomerApp } from '#web/customer/customer-app.tsx';
import { type CustomerPageData, PAGE_DATA_ID } from '#web/customer/page-data.ts';

// The one place the server imports web code (dependency-cruiser's server-imports-web-only-in-the-ssr-
// renderer): the customer pages are rendered here from the components the browser hydrates, in the
// customer's language. The rest of the server takes what it needs of them from this file, so those
// components must stay renderable in Node: no browser globals at module load. The landing page is
// prerendered at build time by a script instead (decision 0031).
export {
  type CustomerI18n,
  type CustomerKey,
  type CustomerTexts,
  isolate,
  withLang,
} from '#web/customer/i18n/i18n-context.tsx';
export type {
  CustomerPage,
  CustomerPageData,
  FeedbackPageData,
  RatePageData,
} from '#web/customer/page-data.ts';

import { escapeHtml } from '#server/lib/html.ts';

type Assets = { script: string | null; css: string };

const ENTRY = 'src/web/customer/entry.tsx';
// Written by the customer build (`vite build --mode customer`, vite.config.ts).
const MANIFEST = path.join('.vite', 'customer-manifest.json');

/**
 * The customer pages' one built script and their CSS, from the customer build's manifest. The CSS
 * is inlined into every page so the first round trip carries a styled, usable page; the script only
 * adds the 1-second pause, toasts and the new-tab behaviour.
 */
export function loadCustomerAssets(webDir: string): Assets {
  try {
    const manifest = JSON.parse(readFileSync(path.join(webDir, MANIFEST), 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
    const entry = manifest[ENTRY];
    if (!entry) return { script: null, css: '' };
    const css = (entry.css ?? []).map((f) => readFileSync(path.join(webDir, f), 'utf8')).join('\n');
    return { script: `/${entry.file}`, css };
  } catch {
    // Not built (API tests): the pages still render, unstyled and without hydration.
    return { script: null, css: '' };
  }
}

// JSON inside <script> must not be able to close the tag.
const safeJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The data is parsed with the page schema first: only its fields reach the public HTML, whatever
 * the caller passed (docs/decisions/0013-published-api.md).
 */
export function renderCustomerPage(assets: Assets, input: CustomerPageData, title: string): string {
  const data = customerPageDataSchema.parse(input) as CustomerPageData;
  const body = renderToString(createElement(CustomerApp, { data }));
  const { lang } = data.i18n;
  return `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="strict-origin-when-cross-origin"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${assets.css}</style></head><body><div id="root">${body}</div><script type="application/json" id="${PAGE_DATA_ID}">${safeJson(data)}</script>${
    assets.script ? `<script type="module" src="${escapeHtml(assets.script)}"></script>` : ''
  }</body></html>`;
}
