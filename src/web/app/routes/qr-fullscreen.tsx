import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_QR_CUSTOMIZATION } from '#shared/lib/qr-template.ts';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMeta } from '#web/features/meta/api/get-meta.ts';
import { OfflineBadge } from '#web/features/pwa/components/offline-badge.tsx';
import { OfflineNoCopy } from '#web/features/pwa/components/offline-no-copy.tsx';
import { useQrCustomization } from '#web/features/qr/api/get-qr-customization.ts';
import { useStaffLink } from '#web/features/qr/api/get-staff-link.ts';
import { NoBusinessForQr } from '#web/features/qr/components/no-business-for-qr.tsx';
import { QrFullscreenView } from '#web/features/qr/components/qr-fullscreen-view.tsx';
import { isDarkLayout, ratingLink, templateContent } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { useOffline } from '#web/lib/use-online.ts';

await loadMessages('qr');

// Shown only when the account could not be read: its code loads then, not with every screen.
const AccountLoadError = lazy(() =>
  import('#web/app/layout/account-load-error.tsx').then((m) => ({ default: m.AccountLoadError })),
);

export function QrFullscreenRoute() {
  const { t } = useI18n();
  const account = useAccount();
  const { displayedBusiness } = account;
  const navigate = useNavigate();
  const meta = useMeta();
  const customization = useQrCustomization(displayedBusiness?.id);
  const staffLink = useStaffLink(displayedBusiness?.id);
  const back = useCallback(() => navigate(paths.dashboard.href()), [navigate]);
  const offline = useOffline();

  useEffect(() => {
    document.title = displayedBusiness
      ? t('qr.fullscreen.title', { name: displayedBusiness.name })
      : t('qr.fullscreen.titleNoName');
  }, [displayedBusiness, t]);

  // Signed in and loaded, or offline: RequireAccount waited. Offline, the phone's kept copy is all
  // there is: without one, say so rather than spin forever.
  if (offline && (!displayedBusiness || !meta.data)) return <OfflineNoCopy onReturn={back} />;
  if (displayedBusiness && (!meta.data || ((customization.isPending || staffLink.isPending) && !offline))) {
    return (
      <main className="flex min-h-dvh items-center justify-center">
        <Spinner className="size-8" label={t('qr.loadingQr')} />
      </main>
    );
  }
  // A read that failed is not "no business": say what could not be loaded, with a retry.
  if (!displayedBusiness && account.failedRead)
    return (
      <Suspense fallback={null}>
        <AccountLoadError account={account} />
      </Suspense>
    );
  if (!displayedBusiness || !meta.data) return <NoBusinessForQr onReturn={back} />;

  const content = templateContent(customization.data ?? DEFAULT_QR_CUSTOMIZATION, displayedBusiness.name, t);
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
