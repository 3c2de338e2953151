import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../components/brand/logo';
import { DemoCheckout } from '../../features/billing/components/demo-checkout';
import { paths } from '../paths';

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
