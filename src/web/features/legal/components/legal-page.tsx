import type { ReactNode } from 'react';

export type Operator = { entity: string; contact: string };

/** A readable long-form page: one column, generous line height, headings a screen reader can walk. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
      </header>
      <div className="flex flex-col gap-4 text-base leading-relaxed [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-6 [&_h2]:scroll-mt-20 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-2">
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
