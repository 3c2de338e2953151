import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml } from '#server/lib/html.ts';
import { serverTranslator } from '#server/lib/messages.ts';
import { FIRST_PAINT_ID, HOME_QR_SIZE } from '#shared/lib/home.ts';
import { directionOf, type Locale } from '#shared/lib/i18n/locales.ts';
import type { FirstPaint } from './service';

const ROOT = '<div id="root"></div>';

/**
 * The app shell with the home's top already painted over it: the header and the QR card, in the
 * reader's language and theme, at the place and size the app draws them (dashboard-overview.tsx).
 * A phone shows a scannable code before any script has run; the app removes this once it shows its
 * own. The QR is the one the app draws: dark modules on white, level M, a 4-module quiet zone.
 */
export function withFirstPaint(shell: string, paint: FirstPaint, locale: Locale): string {
  const { t } = serverTranslator(locale, 'dashboard');
  const qr = renderToStaticMarkup(
    createElement(QRCodeSVG, {
      value: paint.link,
      size: HOME_QR_SIZE,
      level: 'M',
      marginSize: 4,
      bgColor: '#ffffff',
      fgColor: '#000000',
      role: 'img',
      'aria-label': t('dashboard.home.qrLabel', { name: paint.name }),
      className: 'block shrink-0',
    }),
  );
  const name = escapeHtml(paint.name);
  const painted = `<div id="${FIRST_PAINT_ID}" class="fixed inset-0 z-50 flex flex-col overflow-hidden bg-background text-foreground">
<header class="flex h-14 shrink-0 items-center gap-2 bg-blue-700 px-4 text-white shadow-sm sm:px-6 dark:bg-blue-950"><p class="truncate text-base font-semibold min-[400px]:text-lg">${escapeHtml(t('dashboard.title'))}</p></header>
<main class="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6"><div class="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
<section class="flex flex-col items-center gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
<div class="flex w-full flex-col items-center gap-1 text-center"><h1 dir="auto" class="w-full truncate text-lg font-semibold">${name}</h1>
<p dir="auto" class="h-5 w-full truncate text-sm text-muted-foreground">${escapeHtml(paint.address)}</p>${
    paint.verified
      ? `<p class="text-xs font-medium text-success">${escapeHtml(t('dashboard.overview.verified'))}</p>`
      : ''
  }</div>
<div class="flex size-[13rem] items-center justify-center rounded-lg bg-white">${qr}</div>
<p class="text-center text-sm text-muted-foreground">${escapeHtml(t('dashboard.home.qrHint'))}</p>
<a href="/qr/fullscreen" class="inline-flex h-12 w-full items-center justify-center rounded-lg bg-primary px-6 text-base font-medium text-primary-foreground shadow-sm">${escapeHtml(t('dashboard.home.fullScreen'))}</a>
</section></div></main></div>`;
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${directionOf(locale)}"`)
    .replace(ROOT, () => `${painted}${ROOT}`);
}
