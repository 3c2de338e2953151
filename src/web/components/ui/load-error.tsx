import { CircleAlert, RefreshCw } from 'lucide-react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { Button } from './button';
import { Card } from './card';

await loadMessages('dashboard');

/** A section whose data did not load: the message, and a retry that shows it is working. */
export function LoadError({
  title,
  description,
  retrying,
  onRetry,
}: {
  title: string;
  description?: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <CircleAlert aria-hidden className="size-8 text-destructive" />
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">
          {description ?? t('dashboard.ui.loadErrorDescription')}
        </p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden />
        {retrying ? t('dashboard.ui.retrying') : t('dashboard.ui.tryAgain')}
      </Button>
    </Card>
  );
}
