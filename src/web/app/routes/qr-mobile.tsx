import { useCallback, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { usePublicBusiness } from '../../features/qr/api/get-public-business';
import { BusinessNotFound } from '../../features/qr/components/business-not-found';
import { GoogleQrView } from '../../features/qr/components/google-qr-view';
import { paths } from '../paths';
import { useAccount } from '../use-account';

function QrMobileRoute({ tone }: { tone: 'light' | 'dark' }) {
  const { isLoading, isAuthenticated, business, displayedBusiness } = useAccount();
  const navigate = useNavigate();
  // The owner's own record has the Google link; a member reads it from the public record.
  const publicBusiness = usePublicBusiness(business ? undefined : displayedBusiness?.id);
  const back = useCallback(() => navigate(paths.dashboard.href()), [navigate]);
  const googleReviewUrl = business?.googleReviewUrl ?? publicBusiness.data?.googleReviewUrl;

  useEffect(() => {
    document.title = 'Google review QR code';
  }, []);

  if (isLoading || (!business && displayedBusiness && publicBusiness.isPending)) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <Spinner className="size-8" label="Loading QR code…" />
      </main>
    );
  }
  if (!isAuthenticated) return <Navigate to={paths.home.href()} replace />;
  if (!displayedBusiness || !googleReviewUrl) return <BusinessNotFound onReturn={back} />;
  return (
    <GoogleQrView url={googleReviewUrl} businessName={displayedBusiness.name} tone={tone} onBack={back} />
  );
}

export const QrMobileLightRoute = () => <QrMobileRoute tone="light" />;
export const QrMobileDarkRoute = () => <QrMobileRoute tone="dark" />;
