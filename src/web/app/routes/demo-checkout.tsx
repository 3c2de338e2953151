import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../components/brand/logo';
import { DemoCheckout } from '../../features/billing/components/demo-checkout';
import { DashboardLoading } from '../../features/dashboard/components/dashboard-loading';
import { paths } from '../paths';
import { useAccount } from '../use-account';

export function DemoCheckoutRoute() {
  const { isLoading, isAuthenticated } = useAccount();
  const [params] = useSearchParams();
  useEffect(() => {
    document.title = `Demo checkout · ${PRODUCT_NAME}`;
  }, []);
  if (isLoading) return <DashboardLoading />;
  if (!isAuthenticated) return <Navigate to={paths.home.href()} replace />;
  return (
    <DemoCheckout
      token={params.get('token') ?? ''}
      returnHref={(outcome) => `${paths.dashboard.href('billing')}&checkout=${outcome}`}
    />
  );
}
