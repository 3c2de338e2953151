import { Languages, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LOCALE_NAMES, type Locale } from '#shared/lib/i18n/locales.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { loadPart } from '#web/i18n/catalogues.ts';
import { dismissSuggestion } from '#web/i18n/initial-locale.ts';
import { createTranslator } from '#web/i18n/translator.ts';

/**
 * On `/`, for a browser that prefers another of our languages: a small offer, in that language,
 * to read the page in it. Never a redirect: search engines and shared links see one page.
 * Dismissed once, it stays away on this device.
 */
export function LanguageSuggestion({ locale }: { locale: Exclude<Locale, 'en'> }) {
  const [words, setWords] = useState<ReturnType<typeof createTranslator> | null>(null);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    void loadPart(locale, 'landing').then((catalogue) => setWords(createTranslator(locale, catalogue)));
  }, [locale]);
  if (!words || !open) return null;
  const language = LOCALE_NAMES[locale];
  const close = () => {
    dismissSuggestion();
    setOpen(false);
  };
  return (
    <aside
      lang={locale}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      aria-label={words.t('landing.suggest.text', { language })}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-popover p-3 text-sm text-popover-foreground shadow-lg"
    >
      <Languages aria-hidden className="size-5 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 basis-48">{words.t('landing.suggest.text', { language })}</p>
      <div className="ms-auto flex items-center gap-1">
        <Button asChild size="sm">
          <Link to={paths.landing.href(locale)} onClick={dismissSuggestion}>
            {words.t('landing.suggest.switch', { language })}
          </Link>
        </Button>
        <Button size="icon" variant="ghost" className="size-8" onClick={close}>
          <X aria-hidden />
          <span className="sr-only">{words.t('landing.suggest.dismiss')}</span>
        </Button>
      </div>
    </aside>
  );
}
