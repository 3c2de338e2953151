import { Languages } from 'lucide-react';
import { isLocale, LOCALE_NAMES, LOCALES } from '#shared/lib/i18n/locales.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';
import { useChooseLocale } from './use-choose-locale';

await loadMessages('shell');

/**
 * The header's language menu: the browser's own list of the ten languages, each in its
 * own words, under a small globe and code. Native, so it costs the landing page no script and
 * works with a keyboard, a screen reader and a phone's picker.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { locale, t } = useI18n();
  const choose = useChooseLocale();
  const current = isLocale(locale) ? locale : 'en';
  return (
    <label
      className={cn(
        'relative inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-accent focus-within:ring-2 focus-within:ring-ring',
        className,
      )}
    >
      <Languages aria-hidden className="size-4" />
      <span aria-hidden className="uppercase">
        {current}
      </span>
      <select
        // Picked before the app runs, the early script (public/theme-init.js) acts on it.
        data-language-menu
        aria-label={t('shell.languageMenu', { language: LOCALE_NAMES[current] })}
        value={current}
        onChange={(e) => {
          if (isLocale(e.target.value)) choose(e.target.value);
        }}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
