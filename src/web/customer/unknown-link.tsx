import { useI18n } from './i18n/i18n-context';
import { CustomerLayout } from './layout';

/** What a customer sees at a rating or feedback link whose business is not (or no longer) there. */
export function UnknownLink({ kind }: { kind: 'rate' | 'feedback' }) {
  const { t } = useI18n();
  return (
    <CustomerLayout>
      <h1 className="text-2xl font-bold hyphens-auto">{t('customer.notFoundHeading')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {t(kind === 'rate' ? 'customer.notFoundRate' : 'customer.notFoundFeedback')}
      </p>
    </CustomerLayout>
  );
}
