import { MapPin, QrCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('dashboard');

/**
 * The overview: who the business is, its QR template, and what to do next. The template, downloads,
 * link details and actions come from other features, composed by the app.
 */
export function BusinessOverview({
  name,
  address,
  verified = false,
  rating,
  template,
  downloads,
  details,
  actions,
}: {
  name: string;
  address: string | null;
  /** A connected Business Profile proves the owner manages this place. */
  verified?: boolean;
  /** The business's Google rating now, under the address. */
  rating?: ReactNode;
  template: ReactNode;
  downloads?: ReactNode;
  details: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] xl:items-start">
      <Card>
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 className="text-xl font-bold break-words sm:text-2xl">{name}</h2>
              {address ? (
                <p className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
                  <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
                  <span>{address}</span>
                </p>
              ) : null}
              {rating}
            </div>
            <div className="flex flex-wrap gap-2">
              {verified ? <Badge variant="success">{t('dashboard.overview.verified')}</Badge> : null}
              <Badge variant="secondary" className="gap-1.5">
                <QrCode aria-hidden className="size-3.5" />
                {t('dashboard.overview.qrBadge')}
              </Badge>
            </div>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4">
          <div className="flex w-full justify-center rounded-xl bg-muted/50 p-4 sm:p-6">{template}</div>
          {downloads}
          {details}
        </CardContent>
      </Card>
      <section aria-labelledby="quick-actions-title" className="flex flex-col gap-3">
        <h2
          id="quick-actions-title"
          className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {t('dashboard.overview.quickActions')}
        </h2>
        {actions}
      </section>
    </div>
  );
}
