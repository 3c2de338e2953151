import { QrCode, Smartphone, SunMoon, WifiOff } from 'lucide-react';
import { LogoMark, PRODUCT_NAME } from '#web/components/brand/logo.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { QuickActionCard } from './quick-action-card';

await loadMessages('dashboard');

/**
 * The dashboard with no signal: one clear state instead of failing sections or spinners. The QR
 * screens work from what the phone kept, so they stay one tap away; the rest waits for a network.
 */
export function DashboardOffline({
  businessName,
  links,
}: {
  businessName: string | null;
  links: { fullscreen: string; googleLight: string; googleDark: string };
}) {
  const { t } = useI18n();
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-6 px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-8">
      <div className="flex items-center gap-2 font-bold">
        <LogoMark />
        <span className="text-lg">{PRODUCT_NAME}</span>
      </div>
      <section
        role="status"
        className="flex flex-col items-center gap-2 rounded-xl border bg-card p-6 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <WifiOff aria-hidden className="size-6" />
        </span>
        <h1 className="text-xl font-semibold">{t('dashboard.offline.title')}</h1>
        <p className="text-sm text-muted-foreground">
          {businessName ? t('dashboard.offline.withBusiness') : t('dashboard.offline.noBusiness')}
        </p>
      </section>
      {businessName ? (
        <section aria-labelledby="offline-qr" className="flex flex-col gap-3">
          <h2 id="offline-qr" className="text-sm font-medium text-muted-foreground">
            {businessName}
          </h2>
          <QuickActionCard
            to={links.fullscreen}
            title={t('dashboard.action.show.title')}
            description={t('dashboard.action.show.offline')}
            icon={QrCode}
            emphasis
          />
          <QuickActionCard
            to={links.googleLight}
            title={t('dashboard.action.googleLight.title')}
            description={t('dashboard.action.googleLight.description')}
            icon={Smartphone}
          />
          <QuickActionCard
            to={links.googleDark}
            title={t('dashboard.action.googleDark.title')}
            description={t('dashboard.action.googleDark.description')}
            icon={SunMoon}
          />
        </section>
      ) : null}
    </main>
  );
}
