import { paths } from '#web/app/paths.ts';
import { LogoMark, PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { SECTION_IDS } from '#web/features/landing/plan.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('landing');

// Product links work from any page (the footer also closes /terms and /privacy), so they go through
// the landing page in the reader's language.
function linkGroups(home: string) {
  return [
    {
      id: 'product',
      title: 'landing.footer.product',
      links: [
        { label: 'landing.footer.benefits', href: `${home}#${SECTION_IDS.benefits}` },
        { label: 'landing.footer.how', href: `${home}#${SECTION_IDS.howItWorks}` },
        { label: 'landing.footer.pricing', href: `${home}#${SECTION_IDS.pricing}` },
        { label: 'landing.footer.faq', href: `${home}#${SECTION_IDS.faq}` },
      ],
    },
    {
      id: 'company',
      title: 'landing.footer.company',
      links: [
        { label: 'landing.footer.about', href: `${home}#${SECTION_IDS.about}` },
        { label: 'landing.footer.contact', href: `${home}#${SECTION_IDS.contact}` },
      ],
    },
    {
      id: 'legal',
      title: 'landing.footer.legal',
      links: [
        { label: 'landing.footer.privacy', href: '/privacy' },
        { label: 'landing.footer.terms', href: '/terms' },
      ],
    },
  ] as const;
}

function Copyright() {
  const { rich } = useI18n();
  return (
    <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
      {/* The landing page is prerendered at build time: a page built last year shows this year. */}
      <span suppressHydrationWarning>
        {rich('landing.footer.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}
      </span>
    </p>
  );
}

/** `compact` is for screens without the landing sections (the signed-in choice), so no link dead-ends. */
export function LandingFooter({ compact = false }: { compact?: boolean }) {
  const { t, locale } = useI18n();
  if (compact) {
    return (
      <footer className="border-t bg-muted/40">
        <Copyright />
      </footer>
    );
  }
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="col-span-2 flex flex-col gap-3 md:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold">
            <LogoMark className="size-7" />
            {PRODUCT_NAME}
          </p>
          <p className="max-w-xs text-sm text-muted-foreground">{t('landing.footer.tagline')}</p>
        </div>
        {linkGroups(paths.landing.href(locale)).map(({ id, title, links }) => (
          <nav key={id} aria-labelledby={`footer-${id}`} className="flex flex-col gap-3">
            <h2 id={`footer-${id}`} className="text-sm font-semibold">
              {t(title)}
            </h2>
            <ul className="flex flex-col gap-1 text-sm">
              {links.map(({ label, href }) => (
                <li key={href}>
                  <a
                    href={href}
                    className="inline-block py-1 text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <Copyright />
      </div>
    </footer>
  );
}
