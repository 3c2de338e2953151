import { Link2, RefreshCw, Unlink } from 'lucide-react';
import type { GoogleStatus } from '#shared/schemas/google.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useConnectGoogle } from '#web/features/google/api/connect-google.ts';
import { useDisconnectGoogle } from '#web/features/google/api/disconnect-google.ts';
import { useSyncGoogle } from '#web/features/google/api/sync-google.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('google');

/** Opens Google's consent in a popup: "Connect", or "Connect again" for a broken connection. */
export function ConnectButton({ businessId, status }: { businessId: string; status: GoogleStatus }) {
  const { t } = useI18n();
  const connect = useConnectGoogle(businessId);
  return (
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
}

/** The owner's buttons on a connection: connect again when needed, sync now, disconnect. */
export function ConnectionActions({ businessId, status }: { businessId: string; status: GoogleStatus }) {
  const { t } = useI18n();
  const disconnect = useDisconnectGoogle(businessId);
  const sync = useSyncGoogle(businessId);
  return (
    <div className="flex flex-wrap gap-2">
      {status.broken || !status.locationTitle ? (
        <ConnectButton businessId={businessId} status={status} />
      ) : null}
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
  );
}
