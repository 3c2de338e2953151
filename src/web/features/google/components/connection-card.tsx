import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { GoogleStatus } from '#shared/schemas/google.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useConnectionMessages } from '#web/features/google/lib/use-connection-messages.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDateAndTime } from '#web/lib/dates.ts';
import { ConnectButton, ConnectionActions } from './connection-actions';

await loadMessages('google');

const when = (iso: string) => formatDateAndTime(new Date(iso));

/** Connect, the verified badge, what to do when nothing matched, and sync / disconnect. */
export function ConnectionCard({
  businessId,
  status,
  isOwner,
}: {
  businessId: string;
  status: GoogleStatus;
  isOwner: boolean;
}) {
  const { t } = useI18n();

  useConnectionMessages(businessId);

  if (!status.connected) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('google.connection.title')}</CardTitle>
          <CardDescription>
            {t('google.connection.text')}
            {status.mode === 'demo' ? ` ${t('google.connection.demo')}` : ''}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {isOwner ? (
            <ConnectButton businessId={businessId} status={status} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('google.connection.askOwner')}</p>
          )}
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">
            {status.locationTitle ?? t('google.connection.noLocation')}
          </CardTitle>
          {status.verified ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('google.connection.verified')}
            </Badge>
          ) : (
            <Badge variant="warning">{t('google.connection.notVerified')}</Badge>
          )}
          {status.mode === 'demo' ? (
            <Badge variant="outline">{t('google.connection.demoProfile')}</Badge>
          ) : null}
        </div>
        <CardDescription>
          {status.accountName ? `${t('google.connection.account', { name: status.accountName })} ` : ''}
          {status.lastSyncAt
            ? t('google.connection.lastSync', { when: when(status.lastSyncAt) })
            : t('google.connection.reading')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.broken ? (
          <p
            role="alert"
            className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
          >
            <CircleAlert aria-hidden className="size-4 shrink-0 text-destructive" />
            {t('google.connection.broken')}
          </p>
        ) : null}
        {!status.locationTitle ? (
          <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
            {t('google.connection.noMatch')}
          </p>
        ) : null}
        {isOwner ? <ConnectionActions businessId={businessId} status={status} /> : null}
      </CardContent>
    </Card>
  );
}
