import type { ReactNode } from 'react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatLongCalendarDay } from '#web/lib/dates.ts';

await loadMessages('legal');

export type Operator = { entity: string; contact: string };

/**
 * A readable long-form page: one column, generous line height, headings a screen reader can walk.
 * The heading follows the reader's language; the legal text itself is in English, said
 * so under the heading for everyone else, and marked `lang="en"` for screen readers.
 */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: Date;
  children: ReactNode;
}) {
  const { t, locale } = useI18n();
  const date = formatLongCalendarDay(updated);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('legal.updated', { date })}</p>
        {locale !== 'en' ? (
          <p className="mt-3 rounded-md bg-muted px-3 py-2 text-sm">{t('legal.englishOnly')}</p>
        ) : null}
      </header>
      <div
        lang="en"
        dir="ltr"
        className="flex flex-col gap-4 text-base leading-relaxed [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-6 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ms-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-2"
      >
        {children}
      </div>
    </article>
  );
}

export { OperatorContact as Contact } from '#web/components/operator-contact.tsx';

export const GOOGLE_LINKS = {
  mapsTerms: 'https://maps.google.com/help/terms_maps/',
  privacy: 'https://policies.google.com/privacy',
};
