import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '#web/features/auth/api/get-user.ts';
import { landingLocaleOf, rememberLocale } from '#web/i18n/initial-locale.ts';
import { i18nNow, pickedLocale, switchLocale } from '#web/i18n/locale-store.ts';

/**
 * Keeps the screen in the right language: a landing page in its own; every other screen in the one
 * just picked, else the account's (saved, else Accept-Language, else English), remembered on the device so
 * the next visit starts in it. The development pseudo-locale stays until the page reloads.
 */
export function LocaleSync() {
  const { pathname } = useLocation();
  const pageLocale = landingLocaleOf(pathname);
  const accountLocale = useUser().data?.locale ?? null;
  useEffect(() => {
    if (i18nNow().locale === 'pseudo') return;
    // A pick made on this page wins over an account that answered after it (and is being saved).
    const wanted = pageLocale ?? pickedLocale() ?? accountLocale;
    if (wanted) void switchLocale(wanted);
    if (!pageLocale && accountLocale) rememberLocale(accountLocale);
  }, [pageLocale, accountLocale]);
  return null;
}
