import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert, Link2, RefreshCw, Unlink } from 'lucide-react';
import { useEffect } from 'react';
import { GOOGLE_CONNECT_ERROR, GOOGLE_CONNECT_SUCCESS } from '#shared/constants/google.ts';
import type { GoogleStatus } from '#shared/schemas/google.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useConnectGoogle } from '#web/features/google/api/connect-google.ts';
import { useDisconnectGoogle } from '#web/features/google/api/disconnect-google.ts';
import { invalidateAfterConnection } from '#web/features/google/api/get-google-status.ts';
import { useSyncGoogle } from '#web/features/google/api/sync-google.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { toast } from '#web/lib/toast-store.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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
  const connect = useConnectGoogle(businessId);
  const disconnect = useDisconnectGoogle(businessId);
  const sync = useSyncGoogle(businessId);

  // The popup reports back from our own origin; anything else is ignored.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === GOOGLE_CONNECT_SUCCESS) {
        void invalidateAfterConnection(qc, businessId);
        toast({ title: 'Business Profile connected', variant: 'success' });
      } else if (type === GOOGLE_CONNECT_ERROR) {
        toast({
          title: 'Not connected',
          description: 'Google access was not granted. Please try again.',
          variant: 'destructive',
        });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [qc, businessId]);

  const connectButton = (
    <Button
      onClick={() =>
        connect.mutate(
          undefined,
          saveWithToast({ title: 'Opening Google…' }, { fallback: 'Could not start the connection' }),
        )
      }
      disabled={connect.isPending}
    >
      <Link2 aria-hidden />
      {status.broken ? 'Connect again' : 'Connect Google Business Profile'}
    </Button>
  );

  if (!status.connected) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Connect your Google Business Profile</CardTitle>
          <CardDescription>
            See every Google review here, reply to them, and watch your reviews grow since you started with
            ReviewTap. Connecting also proves the business is yours.
            {status.mode === 'demo'
              ? ' This server has no Google settings: you will connect the demo profile.'
              : ''}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {isOwner ? (
            connectButton
          ) : (
            <p className="text-sm text-muted-foreground">Ask the owner to connect it.</p>
          )}
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">{status.locationTitle ?? 'No matching location'}</CardTitle>
          {status.verified ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden className="size-3.5" />
              Verified on Google
            </Badge>
          ) : (
            <Badge variant="warning">Not verified</Badge>
          )}
          {status.mode === 'demo' ? <Badge variant="outline">Demo profile</Badge> : null}
        </div>
        <CardDescription>
          {status.accountName ? `Google account: ${status.accountName}. ` : ''}
          {status.lastSyncAt ? `Reviews read ${when(status.lastSyncAt)}.` : 'Reading your reviews…'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.broken ? (
          <p
            role="alert"
            className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
          >
            <CircleAlert aria-hidden className="size-4 shrink-0 text-destructive" />
            Google no longer accepts this connection (access was removed or expired). Connect again to keep
            your reviews up to date.
          </p>
        ) : null}
        {!status.locationTitle ? (
          <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
            None of the locations this Google account manages is this business. Connect with the Google
            account that owns the business on Google Maps, or ask its owner to add you as a manager in
            Business Profile, then connect again.
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
                      { title: 'Reading your reviews from Google' },
                      { fallback: 'Could not ask for a sync' },
                    ),
                  )
                }
                disabled={sync.isPending}
              >
                <RefreshCw aria-hidden />
                Sync now
              </Button>
            ) : null}
            <Button
              variant="ghost"
              onClick={() =>
                disconnect.mutate(
                  undefined,
                  saveWithToast(
                    { title: 'Business Profile disconnected' },
                    { fallback: 'Could not disconnect' },
                  ),
                )
              }
              disabled={disconnect.isPending}
            >
              <Unlink aria-hidden />
              Disconnect
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
