import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { DemoCheckout } from '#web/features/billing/components/demo-checkout.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('billing');

export function DemoCheckoutRoute() {
  const [params] = useSearchParams();
  const { t } = useI18n();
  useEffect(() => {
    document.title = t('billing.checkout.pageTitle', { product: PRODUCT_NAME });
  }, [t]);
  return (
    <DemoCheckout
      token={params.get('token') ?? ''}
      returnHref={(outcome) => `${paths.dashboard.href('billing')}&checkout=${outcome}`}
    />
  );
}
