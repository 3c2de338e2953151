import { Languages } from 'lucide-react';
import { directionOf, LOCALE_NAMES, type Locale } from '#shared/lib/i18n/locales.ts';
import { DISMISS_OFFER_PATH } from '#shared/lib/prerender.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { type I18n, loadMessages } from '#web/i18n/locale-store.ts';

await loadMessages('landing');

/**
 * On `/`, for a browser that prefers another of our languages: a small offer, in that language, to
 * read the page in it. Rendered at build time for each language and put into `/` by the server when
 * the request's Accept-Language asks for it, so it is there in the first paint, fixed at the
 * bottom, shifting nothing. Never a redirect: search engines and shared links see one page. Works
 * without JavaScript: a link, and a form that posts the dismissal.
 */
export function LanguageOffer({ locale, words }: { locale: Exclude<Locale, 'en'>; words: I18n }) {
  const language = LOCALE_NAMES[locale];
  return (
    <aside
      data-language-offer
      lang={locale}
      dir={directionOf(locale)}
      aria-label={words.t('landing.offer.text', { language })}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-popover p-3 text-sm text-popover-foreground shadow-lg"
    >
      <Languages aria-hidden className="size-5 shrink-0 text-primary" />
      <p className="min-w-0 flex-1 basis-48">{words.t('landing.offer.text', { language })}</p>
      <form method="post" action={DISMISS_OFFER_PATH} className="ms-auto flex flex-wrap items-center gap-1">
        <Button type="submit" size="sm" variant="ghost">
          {words.t('landing.offer.dismiss')}
        </Button>
        <Button asChild size="sm">
          <a href={paths.landing.href(locale)}>{words.t('landing.offer.switch', { language })}</a>
        </Button>
      </form>
    </aside>
  );
}
