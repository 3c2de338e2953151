import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { paths } from '#web/app/paths.ts';
import { useUser } from '#web/features/auth/api/get-user.ts';
import { useSaveLocale } from '#web/features/auth/api/save-locale.ts';
import { landingLocaleOf, rememberLocale } from '#web/i18n/initial-locale.ts';
import { i18nNow, loadMessages, pickLocale } from '#web/i18n/locale-store.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('shell');

/**
 * The language menus' choice: on a landing page, that page in the chosen language; elsewhere the
 * screen switches at once, and a signed-in owner's account keeps the choice.
 */
export function useChooseLocale() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useUser().data;
  const save = useSaveLocale(() =>
    toast({ title: i18nNow().t('shell.languageSaveFailed'), variant: 'destructive' }),
  );
  const { mutate } = save;
  // A pick made before the account answered is saved by LocaleSync once it has.
  return useCallback(
    (locale: Locale) => {
      rememberLocale(locale);
      if (landingLocaleOf(pathname) !== null) {
        void navigate(paths.landing.href(locale));
      } else {
        void pickLocale(locale);
      }
      // Saved unless the account already holds this very choice.
      if (user && (user.locale !== locale || !user.localeSaved)) mutate(locale);
    },
    [pathname, navigate, user, mutate],
  );
}
