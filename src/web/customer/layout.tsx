import type { ReactNode } from 'react';
import type { ReviewLink } from '#shared/lib/review-link.ts';
import { CustomerToaster } from './customer-toaster';
import { useI18n } from './i18n/i18n-context';

export function CustomerLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 text-slate-900 sm:justify-center dark:bg-slate-950 dark:text-slate-100">
      <main className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-800">
        {children}
      </main>
      <p className="mt-6 text-xs text-slate-500 dark:text-slate-400">{t('customer.poweredBy')}</p>
      <CustomerToaster />
    </div>
  );
}

export function StarIcon({ filled, className = 'size-10' }: { filled: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path
        d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 2.9 1.1-6.3-4.6-4.4 6.3-.9z"
        className={
          filled ? 'fill-star stroke-star' : 'fill-transparent stroke-slate-400 dark:stroke-slate-500'
        }
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The Google link the customer was not sent to, offered small: Maps when the page chose the
 * review form, the review form when it chose Maps (Firefox for Android).
 */
export function OtherGoogleLink({ chosen, href }: { chosen: ReviewLink; href: string }) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="mt-1 block text-xs text-slate-600 underline dark:text-slate-400"
    >
      {t(chosen === 'maps' ? 'customer.openFormInstead' : 'customer.openMapsInstead')}
    </a>
  );
}
