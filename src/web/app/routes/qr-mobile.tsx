import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { usePublicBusiness } from '../../features/businesses/api/get-public-business';
import { OfflineBadge } from '../../features/pwa/components/offline-badge';
import { OfflineNoCopy } from '../../features/pwa/components/offline-no-copy';
import { BusinessNotFound } from '../../features/qr/components/business-not-found';
import { GoogleQrView } from '../../features/qr/components/google-qr-view';
import { useOffline } from '../../lib/use-online';
import { paths } from '../paths';
import { useAccount } from '../use-account';

function QrMobileRoute({ tone }: { tone: 'light' | 'dark' }) {
  const { business, displayedBusiness } = useAccount();
  const navigate = useNavigate();
  // The owner's own record has the Google link; a member reads it from the public record.
  const publicBusiness = usePublicBusiness(business ? undefined : displayedBusiness?.id);
  const back = useCallback(() => navigate(paths.dashboard.href()), [navigate]);
  const googleReviewUrl = business?.googleReviewUrl ?? publicBusiness.data?.googleReviewUrl;
  const offline = useOffline();

  useEffect(() => {
    document.title = 'Google review QR code';
  }, []);

  // Signed in and loaded, or offline: RequireAccount waited. Offline, the phone's kept copy is all
  // there is: without one, say so rather than spin forever.
  if (offline && (!displayedBusiness || !googleReviewUrl)) return <OfflineNoCopy onReturn={back} />;
  if (!business && displayedBusiness && publicBusiness.isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <Spinner className="size-8" label="Loading QR code…" />
      </main>
    );
  }
  if (!displayedBusiness || !googleReviewUrl) return <BusinessNotFound onReturn={back} />;
  return (
    <>
      <GoogleQrView url={googleReviewUrl} businessName={displayedBusiness.name} tone={tone} onBack={back} />
      {offline ? <OfflineBadge dark={tone === 'dark'} /> : null}
    </>
  );
}

export const QrMobileLightRoute = () => <QrMobileRoute tone="light" />;
export const QrMobileDarkRoute = () => <QrMobileRoute tone="dark" />;
