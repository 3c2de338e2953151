import { useI18n } from './i18n/i18n-context';
import { CustomerLayout } from './layout';

/**
 * A short link opened after it expired, while its business still exists: the customer can still
 * rate. The business's name is in the texts already (src/server/domains/visits/language.ts).
 */
export function ExpiredLink({ rateUrl }: { rateUrl: string }) {
  const { t } = useI18n();
  return (
    <CustomerLayout>
      <h1 className="text-2xl font-bold hyphens-auto">{t('customer.expiredHeading')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('customer.expiredText')}</p>
      <a
        href={rateUrl}
        className="mt-6 block w-full rounded-xl bg-brand px-4 py-3 text-center text-base font-semibold text-white outline-none focus-visible:ring-4 focus-visible:ring-brand/40"
      >
        {t('customer.expiredAction')}
      </a>
    </CustomerLayout>
  );
}
