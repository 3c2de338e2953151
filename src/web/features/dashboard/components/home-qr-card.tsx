import { Maximize } from 'lucide-react';
import { type ReactNode, useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { removeFirstPaint } from '#web/lib/first-paint.ts';

await loadMessages('dashboard');

/**
 * The home's first card: the business, its QR ready for a customer to scan off the screen, and the
 * full-screen view a tap away.
 */
export function HomeQrCard({
  name,
  address,
  verified,
  qr,
  fullscreenHref,
  beside,
}: {
  name: string;
  address: string | null;
  /** A connected Business Profile proves the owner manages this place. */
  verified: boolean;
  /** The code itself, or null while the person's own link is still unknown. */
  qr: ReactNode;
  fullscreenHref: string;
  /** Next to "Full screen": the Send link button. */
  beside?: ReactNode;
}) {
  const { t } = useI18n();
  // The server's painted QR stays until this one is on screen: no blank moment, no second code.
  const ready = Boolean(qr);
  useLayoutEffect(() => {
    if (ready) removeFirstPaint();
  }, [ready]);
  return (
    <section
      aria-labelledby="home-qr-title"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex w-full flex-col items-center gap-1 text-center">
        <h2 id="home-qr-title" dir="auto" className="w-full truncate text-lg font-semibold">
          {name}
        </h2>
        {/* One line each, always there: the code below never moves when they arrive. */}
        <p dir="auto" className="h-5 w-full truncate text-sm text-muted-foreground">
          {address}
        </p>
        {verified ? (
          <p className="text-xs font-medium text-success">{t('dashboard.overview.verified')}</p>
        ) : null}
      </div>
      <div className="flex size-[13rem] items-center justify-center rounded-lg bg-white">{qr}</div>
      <p className="text-center text-sm text-muted-foreground">{t('dashboard.home.qrHint')}</p>
      <div className="flex w-full gap-2">
        <Button asChild size="lg" className="min-w-0 flex-1">
          <Link to={fullscreenHref}>
            <Maximize aria-hidden />
            {t('dashboard.home.fullScreen')}
          </Link>
        </Button>
        {beside}
      </div>
    </section>
  );
}
