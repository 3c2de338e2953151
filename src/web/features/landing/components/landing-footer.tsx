import { LogoMark, PRODUCT_NAME } from '../../../components/brand/logo';
import { SECTION_IDS } from '../plan';

const PRODUCT_LINKS = [
  { label: 'Benefits', id: SECTION_IDS.benefits },
  { label: 'How it works', id: SECTION_IDS.howItWorks },
  { label: 'Pricing', id: SECTION_IDS.pricing },
  { label: 'FAQ', id: SECTION_IDS.faq },
] as const;

// Company and Legal pages are not written yet: named here, but not links that lead nowhere.
const PLACEHOLDER_GROUPS = [
  { title: 'Company', items: ['About', 'Contact'] },
  { title: 'Legal', items: ['Privacy Policy', 'Terms of Service'] },
] as const;

function Copyright() {
  return (
    <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
      © {new Date().getFullYear()} {PRODUCT_NAME}. Google is a trademark of Google LLC.
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
        <nav aria-labelledby="footer-product" className="flex flex-col gap-3">
          <h2 id="footer-product" className="text-sm font-semibold">
            Product
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {PRODUCT_LINKS.map(({ label, id }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-block py-1 text-muted-foreground hover:text-foreground hover:underline"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {PLACEHOLDER_GROUPS.map(({ title, items }) => (
          <div key={title} className="flex flex-col gap-3">
            <h2 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
              {title}
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                Coming soon
              </span>
            </h2>
            <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
              {items.map((item) => (
                <li key={item} className="py-1">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        <Copyright />
      </div>
    </footer>
  );
}
