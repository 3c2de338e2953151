import { useI18n } from './i18n/i18n-context';
import { CustomerLayout } from './layout';

/** The business's name is in the text already: the server fills it in (src/server/domains/visits/language.ts). */
export function ThankYou() {
  const { t } = useI18n();
  return (
    <CustomerLayout>
      <div className="text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700 dark:bg-green-900/50 dark:text-green-300">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h1 className="mt-4 text-2xl font-bold hyphens-auto">{t('customer.thanksHeading')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('customer.thanksBody')}</p>
      </div>
    </CustomerLayout>
  );
}
