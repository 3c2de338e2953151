import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_QR_CUSTOMIZATION } from '../../../shared/qr-template';
import { Spinner } from '../../components/ui/spinner';
import { useMeta } from '../../features/meta/api/get-meta';
import { OfflineBadge } from '../../features/pwa/components/offline-badge';
import { OfflineNoCopy } from '../../features/pwa/components/offline-no-copy';
import { useQrCustomization } from '../../features/qr/api/get-qr-customization';
import { useStaffLink } from '../../features/qr/api/get-staff-link';
import { BusinessNotFound } from '../../features/qr/components/business-not-found';
import { QrFullscreenView } from '../../features/qr/components/qr-fullscreen-view';
import { isDarkLayout, ratingLink, templateContent } from '../../features/qr/lib/template';
import { useOffline } from '../../lib/use-online';
import { paths } from '../paths';
import { useAccount } from '../use-account';

export function QrFullscreenRoute() {
  const { displayedBusiness } = useAccount();
  const navigate = useNavigate();
  const meta = useMeta();
  const customization = useQrCustomization(displayedBusiness?.id);
  const staffLink = useStaffLink(displayedBusiness?.id);
  const back = useCallback(() => navigate(paths.dashboard.href()), [navigate]);
  const offline = useOffline();

  useEffect(() => {
    document.title = displayedBusiness ? `${displayedBusiness.name} · Review QR code` : 'Review QR code';
  }, [displayedBusiness]);

  // Signed in and loaded, or offline: RequireAccount waited. Offline, the phone's kept copy is all
  // there is: without one, say so rather than spin forever.
  if (offline && (!displayedBusiness || !meta.data)) return <OfflineNoCopy onReturn={back} />;
  if (displayedBusiness && (!meta.data || ((customization.isPending || staffLink.isPending) && !offline))) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <Spinner className="size-8" label="Loading QR code…" />
      </main>
    );
  }
  if (!displayedBusiness || !meta.data) return <BusinessNotFound onReturn={back} />;

  const content = templateContent(customization.data ?? DEFAULT_QR_CUSTOMIZATION, displayedBusiness.name);
  return (
    <>
      <QrFullscreenView
        content={content}
        // Their own link credits whoever shows the phone; if it cannot load, the plain link still works.
        value={staffLink.data?.url ?? ratingLink(meta.data.publicUrl, displayedBusiness.id)}
        onBack={back}
      />
      {offline ? <OfflineBadge dark={isDarkLayout(content.layout)} /> : null}
    </>
  );
}
