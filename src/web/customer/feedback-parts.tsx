import { type ReactNode, useEffect, useState } from 'react';
import { confirmedInBrowser, type GoogleLinks } from '#shared/lib/review-link.ts';
import { useI18n } from './i18n/i18n-context';
import { OtherGoogleLink } from './layout';

const WELCOME_MS = 6000;
export const fieldClass =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/**
 * Straight from a 1–3 star rating: "Help us improve", in the page's own HTML so it shows without
 * JavaScript too. Read once: the flag leaves the address, so a reload does not repeat it.
 */
export function WelcomeNotice({ welcome }: { welcome?: boolean }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(Boolean(welcome));
  useEffect(() => {
    if (!welcome) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('welcome');
    window.history.replaceState(window.history.state, '', url);
    const hide = setTimeout(() => setShown(false), WELCOME_MS);
    return () => clearTimeout(hide);
  }, [welcome]);
  if (!shown) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      <div
        role="status"
        className="w-full max-w-sm rounded-xl bg-slate-900 px-4 py-3 text-white shadow-lg dark:bg-white dark:text-slate-900"
      >
        <p className="font-semibold">{t('customer.toastImproveTitle')}</p>
        <p className="mt-0.5 text-sm opacity-90">{t('customer.toastImproveBody')}</p>
      </div>
    </div>
  );
}

/** A labelled field the customer may leave empty. */
export function OptionalField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}{' '}
        <span className="font-normal text-slate-500 dark:text-slate-400">{t('customer.optional')}</span>
      </label>
      {children}
    </div>
  );
}

/** The form keeps its link to Google: the customer may still review publicly. */
export function PublicReviewLink(props: { links: GoogleLinks }) {
  const { t } = useI18n();
  // The server chose the Google link from the user agent; the script confirms it after hydration.
  const [google, setGoogle] = useState(props.links);
  useEffect(() => setGoogle((links) => confirmedInBrowser(links, navigator.userAgent)), []);
  return (
    <p className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      {t('customer.publicPrompt')}{' '}
      <a
        href={google.url}
        target="_blank"
        rel="noopener"
        className="font-medium text-brand dark:text-blue-400 underline"
      >
        {t('customer.googleLink')}
      </a>
      {google.kind === 'maps' ? <span className="mt-1 block text-xs">{t('customer.mapsHint')}</span> : null}
      <OtherGoogleLink chosen={google.kind} href={google.alternateUrl} />
    </p>
  );
}
