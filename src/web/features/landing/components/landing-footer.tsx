import { LogoMark, PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { SECTION_IDS } from '#web/features/landing/plan.ts';

// Product links work from any page (the footer also closes /terms and /privacy), so they go through /.
const PRODUCT_LINKS = [
  { label: 'Benefits', href: `/#${SECTION_IDS.benefits}` },
  { label: 'How it works', href: `/#${SECTION_IDS.howItWorks}` },
  { label: 'Pricing', href: `/#${SECTION_IDS.pricing}` },
  { label: 'FAQ', href: `/#${SECTION_IDS.faq}` },
];

const LINK_GROUPS = [
  {
    title: 'Company',
    links: [
      { label: 'About', href: `/#${SECTION_IDS.about}` },
      { label: 'Contact', href: `/#${SECTION_IDS.contact}` },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
];

const GROUPS = [{ title: 'Product', links: PRODUCT_LINKS }, ...LINK_GROUPS];

function Copyright() {
  return (
    <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
      {/* The landing page is prerendered at build time: a page built last year shows this year. */}©{' '}
      <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PRODUCT_NAME}. Google is a trademark
      of Google LLC.
    </p>
  );
}

/** `compact` is for screens without the landing sections (the signed-in choice), so no link dead-ends. */
export function LandingFooter({ compact = false }: { compact?: boolean }) {
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
          <p className="max-w-xs text-sm text-muted-foreground">
            More Google reviews for local businesses, one phone-to-phone ask at a time.
          </p>
        </div>
        {GROUPS.map(({ title, links }) => (
          <nav key={title} aria-labelledby={`footer-${title.toLowerCase()}`} className="flex flex-col gap-3">
            <h2 id={`footer-${title.toLowerCase()}`} className="text-sm font-semibold">
              {title}
            </h2>
            <ul className="flex flex-col gap-1 text-sm">
              {links.map(({ label, href }) => (
                <li key={href}>
                  <a
                    href={href}
                    className="inline-block py-1 text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {label}
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
