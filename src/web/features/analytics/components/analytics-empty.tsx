import { QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('analytics');

/** A business without scans sees what to do next, not a row of empty charts. */
export function AnalyticsEmpty({ showToCustomersHref }: { showToCustomersHref: string }) {
  const { t } = useI18n();
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <QrCode aria-hidden className="size-7" />
      </span>
      <div className="flex max-w-md flex-col gap-2">
        <h3 className="text-lg font-semibold">{t('analytics.empty.title')}</h3>
        <p className="text-sm text-muted-foreground text-pretty">{t('analytics.empty.text')}</p>
      </div>
      <Button asChild size="lg">
        <Link to={showToCustomersHref}>
          <QrCode aria-hidden />
          {t('analytics.empty.show')}
        </Link>
      </Button>
    </Card>
  );
}
