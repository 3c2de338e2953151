import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert, Link2, RefreshCw, Unlink } from 'lucide-react';
import { useEffect } from 'react';
import { GOOGLE_CONNECT_ERROR, GOOGLE_CONNECT_SUCCESS } from '#shared/lib/google.ts';
import type { GoogleStatus } from '#shared/schemas/google.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useConnectGoogle } from '#web/features/google/api/connect-google.ts';
import { useDisconnectGoogle } from '#web/features/google/api/disconnect-google.ts';
import { invalidateAfterConnection } from '#web/features/google/api/get-google-status.ts';
import { useSyncGoogle } from '#web/features/google/api/sync-google.ts';
import { i18nNow, useI18n } from '#web/i18n/locale-store.ts';
import { formatDateAndTime } from '#web/lib/dates.ts';
import { listenToPopups } from '#web/lib/popup-messages.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { toast } from '#web/lib/toast-store.ts';

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
  const qc = useQueryClient();
  const { t } = useI18n();
  const connect = useConnectGoogle(businessId);
  const disconnect = useDisconnectGoogle(businessId);
  const sync = useSyncGoogle(businessId);

  // The popup reports back from our own origin (listenToPopups); anything else is ignored.
  useEffect(
    () =>
      listenToPopups((type) => {
        // The message can arrive after a change of language: the words of the moment.
        const now = i18nNow();
        if (type === GOOGLE_CONNECT_SUCCESS) {
          void invalidateAfterConnection(qc, businessId);
          toast({ title: now.t('google.connection.connected'), variant: 'success' });
        } else if (type === GOOGLE_CONNECT_ERROR) {
          toast({
            title: now.t('google.connection.notConnected'),
            description: now.t('google.connection.notGranted'),
            variant: 'destructive',
          });
        }
      }),
    [qc, businessId],
  );

  const connectButton = (
    <Button
      onClick={() =>
        connect.mutate(
          undefined,
          saveWithToast(
            { title: t('google.connection.opening') },
            { fallback: t('google.connection.openFailed') },
          ),
        )
      }
      disabled={connect.isPending}
    >
      <Link2 aria-hidden />
      {status.broken ? t('google.connection.connectAgain') : t('google.connection.connect')}
    </Button>
  );

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
            connectButton
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
        {isOwner ? (
          <div className="flex flex-wrap gap-2">
            {status.broken || !status.locationTitle ? connectButton : null}
            {status.locationTitle && !status.broken ? (
              <Button
                variant="outline"
                onClick={() =>
                  sync.mutate(
                    undefined,
                    saveWithToast(
                      { title: t('google.connection.syncing') },
                      { fallback: t('google.connection.syncFailed') },
                    ),
                  )
                }
                disabled={sync.isPending}
              >
                <RefreshCw aria-hidden />
                {t('google.connection.sync')}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              onClick={() =>
                disconnect.mutate(
                  undefined,
                  saveWithToast(
                    { title: t('google.connection.disconnected') },
                    { fallback: t('google.connection.disconnectFailed') },
                  ),
                )
              }
              disabled={disconnect.isPending}
            >
              <Unlink aria-hidden />
              {t('google.connection.disconnect')}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
