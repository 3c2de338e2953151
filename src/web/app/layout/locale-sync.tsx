import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useUser } from '#web/features/auth/api/get-user.ts';
import { useSaveLocale } from '#web/features/auth/api/save-locale.ts';
import { landingLocaleOf, rememberLocale } from '#web/i18n/initial-locale.ts';
import { i18nNow, pickedLocale, switchLocale } from '#web/i18n/locale-store.ts';

/**
 * Keeps the screen in the right language: a landing page in its own; every other screen in the one
 * just picked, else the account's, remembered on the device so the next visit starts in it. An account
 * that has no language yet keeps the one its owner reads, so every e-mail to them speaks it too: a
 * language's own landing page they are signed in on (/de/), else the one the app shows (the browser's,
 * as the server's first paint has it). A signed-out visit remembers nothing, so the next sign-in's
 * first paint and the app agree. The development pseudo-locale stays until the page reloads.
 */
export function LocaleSync() {
  const { pathname } = useLocation();
  const pageLocale = landingLocaleOf(pathname);
  const user = useUser().data ?? null;
  // Saved quietly: the account keeps asking until it holds a language, and the screen is right anyway.
  const { mutate: save } = useSaveLocale(() => {});
  const accountLocale = user?.locale ?? null;
  const saved = user?.localeSaved ?? false;
  useEffect(() => {
    if (i18nNow().locale === 'pseudo') return;
    if (pageLocale) {
      void switchLocale(pageLocale);
      // A language's own page (/de/) is a choice a newcomer made; '/' is only the default.
      if (accountLocale && !saved && pageLocale !== 'en') save(pageLocale);
      return;
    }
    if (!accountLocale) return;
    // A pick made on this page wins over an account that answered after it (and is saved here).
    const wanted = pickedLocale() ?? accountLocale;
    void switchLocale(wanted);
    rememberLocale(wanted);
    if (!saved || wanted !== accountLocale) save(wanted);
  }, [pageLocale, accountLocale, saved, save]);
  return null;
}
