import { useCallback, useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { DEFAULT_QR_CUSTOMIZATION } from '../../../shared/qr';
import { Spinner } from '../../components/ui/spinner';
import { useMeta } from '../../features/meta/api/get-meta';
import { useQrCustomization } from '../../features/qr/api/get-qr-customization';
import { BusinessNotFound } from '../../features/qr/components/business-not-found';
import { QrFullscreenView } from '../../features/qr/components/qr-fullscreen-view';
import { ratingLink, templateContent } from '../../features/qr/lib/template';
import { paths } from '../paths';
import { useAccount } from '../use-account';

export function QrFullscreenRoute() {
  const { isLoading, isAuthenticated, displayedBusiness } = useAccount();
  const navigate = useNavigate();
  const meta = useMeta();
  const customization = useQrCustomization(displayedBusiness?.id);
  const back = useCallback(() => navigate(paths.dashboard.href()), [navigate]);

  useEffect(() => {
    document.title = displayedBusiness ? `${displayedBusiness.name} · Review QR code` : 'Review QR code';
  }, [displayedBusiness]);

  if (isLoading || (displayedBusiness && (!meta.data || customization.isPending))) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <Spinner className="size-8" label="Loading QR code…" />
      </main>
    );
  }
  if (!isAuthenticated) return <Navigate to={paths.home.href()} replace />;
  if (!displayedBusiness || !meta.data) return <BusinessNotFound onReturn={back} />;

  const content = templateContent(customization.data ?? DEFAULT_QR_CUSTOMIZATION, displayedBusiness.name);
  return (
    <QrFullscreenView
      content={content}
      value={ratingLink(meta.data.publicUrl, displayedBusiness.id)}
      onBack={back}
    />
  );
}
