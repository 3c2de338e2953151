import { useI18n } from './i18n/i18n-context';
import { CustomerLayout } from './layout';

export function BusinessNotFound({ kind }: { kind: 'rate' | 'feedback' }) {
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
