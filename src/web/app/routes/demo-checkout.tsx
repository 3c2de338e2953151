import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { DemoCheckout } from '#web/features/billing/components/demo-checkout.tsx';

export function DemoCheckoutRoute() {
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = `Demo checkout · ${PRODUCT_NAME}`;
  }, []);
  return (
    <DemoCheckout
      token={params.get('token') ?? ''}
      returnHref={(outcome) => `${paths.dashboard.href('billing')}&checkout=${outcome}`}
    />
  );
}
