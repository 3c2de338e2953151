import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePublicBusiness } from '#web/features/businesses/api/get-public-business.ts';
import { OfflineBadge } from '#web/features/pwa/components/offline-badge.tsx';
import { OfflineNoCopy } from '#web/features/pwa/components/offline-no-copy.tsx';
import { GoogleQrView } from '#web/features/qr/components/google-qr-view.tsx';
import { NoBusinessForQr } from '#web/features/qr/components/no-business-for-qr.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { useOffline } from '#web/lib/use-online.ts';

await loadMessages('qr');

// Shown only when the account could not be read: its code loads then, not with every screen.
const AccountLoadError = lazy(() =>
  import('#web/app/layout/account-load-error.tsx').then((m) => ({ default: m.AccountLoadError })),
);

function QrMobileRoute({ tone }: { tone: 'light' | 'dark' }) {
  const { t } = useI18n();
  const account = useAccount();
  const { business, displayedBusiness } = account;
  const navigate = useNavigate();
  // The owner's own record has the Google link; a member reads it from the public record.
  const publicBusiness = usePublicBusiness(business ? undefined : displayedBusiness?.id);
  const back = useCallback(() => navigate(paths.dashboard.href()), [navigate]);
  const googleReviewUrl = business?.googleReviewUrl ?? publicBusiness.data?.googleReviewUrl;
  const offline = useOffline();

  useEffect(() => {
    document.title = t('qr.mobile.title');
  }, [t]);

  // Signed in and loaded, or offline: RequireAccount waited. Offline, the phone's kept copy is all
  // there is: without one, say so rather than spin forever.
  if (offline && (!displayedBusiness || !googleReviewUrl)) return <OfflineNoCopy onReturn={back} />;
  if (!business && displayedBusiness && publicBusiness.isPending) {
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
  if (!displayedBusiness || !googleReviewUrl) return <NoBusinessForQr onReturn={back} />;
  return (
    <>
      <GoogleQrView url={googleReviewUrl} businessName={displayedBusiness.name} tone={tone} onBack={back} />
      {offline ? <OfflineBadge dark={tone === 'dark'} /> : null}
    </>
  );
}

export const QrMobileLightRoute = () => <QrMobileRoute tone="light" />;
export const QrMobileDarkRoute = () => <QrMobileRoute tone="dark" />;
