import { WifiOff } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sectionKeyOf, sectionsFor } from '#web/app/dashboard/dashboard-sections.tsx';
import { DashboardShell } from '#web/app/dashboard/dashboard-shell.tsx';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import { PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useRememberBrowserTimeZone } from '#web/features/auth/api/remember-time-zone.ts';
import { SubscribePrompt } from '#web/features/billing/components/subscribe-prompt.tsx';
import { useAdoptBrowserTimeZone } from '#web/features/businesses/api/update-time-zone.ts';
import { DashboardOffline } from '#web/features/dashboard/components/dashboard-offline.tsx';
import { NoBusiness } from '#web/features/dashboard/components/no-business.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { rememberLocation } from '#web/lib/chosen-location.ts';
import { removeFirstPaint } from '#web/lib/first-paint.ts';
import { useOffline } from '#web/lib/use-online.ts';

await loadMessages('dashboard');

/** Offline, a section other than the home says so and points home, where the QR works. */
function OfflineSection() {
  const { t } = useI18n();
  return (
    <section role="status" className="flex flex-col items-start gap-3 rounded-xl border bg-card p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <WifiOff aria-hidden className="size-5" />
        {t('dashboard.offline.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('dashboard.offline.withBusiness')}</p>
      <Button asChild>
        <Link to={paths.dashboard.href()}>{t('dashboard.tabs.home')}</Link>
      </Button>
    </section>
  );
}

// Shown only when the account could not be read: its code loads then, not with every screen.
const AccountLoadError = lazy(() =>
  import('#web/app/layout/account-load-error.tsx').then((m) => ({ default: m.AccountLoadError })),
);

export function DashboardRoute() {
  const { t } = useI18n();
  const account = useAccount();
  const { user, isLoading, isAuthenticated, displayedBusiness, business, isOwner, locations } = account;
  const [params, setParams] = useSearchParams();
  const offline = useOffline();
  const sections = sectionsFor(isOwner, locations.length);
  // The section lives in the URL, so reload and Back return to it; an unknown one is the home.
  const key = sectionKeyOf(params.get('section'));
  const active = sections.find((s) => s.key === key) ?? sections[0];
  useRememberBrowserTimeZone(isAuthenticated);
  // Only the owner's own business: a member's browser never sets another person's business's zone.
  useAdoptBrowserTimeZone(business);

  // The location on show is remembered on the device and, for an owner of several, kept in the URL,
  // so a reload or a shared link shows the same one (docs/decisions/0019-more-locations.md).
  // Only once everything is loaded: before, the default location stands in for the chosen one.
  const shownId = isLoading ? undefined : displayedBusiness?.id;
  useEffect(() => {
    if (!shownId) return;
    rememberLocation(shownId);
    if (locations.length > 1 && params.get('business') !== shownId) {
      const next = new URLSearchParams(params);
      next.set('business', shownId);
      setParams(next, { replace: true });
    }
  }, [shownId, locations.length, params, setParams]);

  useEffect(() => {
    document.title = t('dashboard.documentTitle', {
      section: active ? t(active.label) : t('dashboard.fallbackTitle'),
      product: PRODUCT_NAME,
    });
  }, [active, t]);

  // The server painted the home's QR before any script ran; anything but the home replaces it.
  const home = Boolean(user && displayedBusiness && active?.key === 'overview');
  useEffect(() => {
    if (!isLoading && !home) removeFirstPaint();
  }, [isLoading, home]);

  // No signal and nothing kept: one clear state. With a kept business the home works as ever.
  if (offline && (!user || !displayedBusiness)) {
    return (
      <DashboardOffline
        businessName={displayedBusiness?.name ?? null}
        links={{
          fullscreen: paths.qrFullscreen.href(),
          googleLight: paths.qrMobileLight.href(),
          googleDark: paths.qrMobileDark.href(),
        }}
      />
    );
  }
  // Signed in, loaded, with a business unless its read failed: RequireAccount waited.
  if (!displayedBusiness && account.failedRead)
    return (
      <Suspense fallback={null}>
        <AccountLoadError account={account} />
      </Suspense>
    );
  if (!user || !displayedBusiness || !active) return <NoBusiness setupHref={paths.setup.href()} />;

  const Section = offline && !home ? OfflineSection : active.Component;
  return (
    <DashboardShell
      user={user}
      businessName={displayedBusiness.name}
      businessId={displayedBusiness.id}
      locations={isOwner ? locations : []}
      sections={sections}
      active={active.key}
    >
      {isOwner && (
        <SubscribePrompt
          businessId={displayedBusiness.id}
          billingHref={paths.dashboard.href(
            'billing',
            locations.length > 1 ? displayedBusiness.id : undefined,
          )}
        />
      )}
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner className="size-8" label={t('dashboard.loading')} />
          </div>
        }
      >
        <Section
          key={`${displayedBusiness.id}:${active.key}`}
          businessId={displayedBusiness.id}
          businessName={displayedBusiness.name}
          isOwner={isOwner}
          ownedBusiness={business}
        />
      </Suspense>
    </DashboardShell>
  );
}
