import { RotateCcw } from 'lucide-react';
import type { WebhookDelivery } from '#shared/schemas/developers.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useDeliveries, useResend } from '#web/features/developers/api/developers.ts';
import { formatDayAndTime } from '#web/lib/dates.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

const STATUS: Record<
  WebhookDelivery['status'],
  { text: string; variant: 'success' | 'warning' | 'secondary' }
> = {
  succeeded: { text: 'Delivered', variant: 'success' },
  pending: { text: 'Will retry', variant: 'warning' },
  sending: { text: 'Sending', variant: 'secondary' },
  failed: { text: 'Gave up', variant: 'warning' },
};

const outcomeOf = (a: WebhookDelivery['attempts'][number]) =>
  a.statusCode !== null ? `HTTP ${a.statusCode}` : (a.error ?? 'No answer');

/** The endpoint's last deliveries: each event, how every try went, and a way to send it again. */
export function DeliveryLog({ webhookId, canResend }: { webhookId: string; canResend: boolean }) {
  const resend = useResend(webhookId);
  return (
    <QueryState
      query={useDeliveries(webhookId)}
      loading="Loading deliveries…"
      failed="Unable to load the log"
    >
      {({ deliveries }) =>
        deliveries.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing sent yet. Send a test event to try the endpoint.
          </p>
        ) : (
          <ol className="flex flex-col divide-y rounded-md border" aria-label="Delivery log">
            {deliveries.map((d) => {
              const last = d.attempts[0];
              return (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-mono text-xs">{d.type}</span>
                      <Badge variant={STATUS[d.status].variant}>{STATUS[d.status].text}</Badge>
                    </p>
                    <p className="text-muted-foreground">
                      {formatDayAndTime(new Date(d.createdAt))}
                      {last
                        ? ` · ${d.attempts.length} ${d.attempts.length === 1 ? 'try' : 'tries'}, last ${outcomeOf(last)} in ${last.durationMs} ms`
                        : ''}
                      {d.nextAttemptAt ? ` · next try ${formatDayAndTime(new Date(d.nextAttemptAt))}` : ''}
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={resend.isPending || !canResend}
                    onClick={() =>
                      resend.mutate(
                        d.id,
                        saveWithToast(
                          { title: 'Sent again', description: 'Same event, same id.' },
                          { fallback: 'Could not resend' },
                        ),
                      )
                    }
                    aria-label={`Resend ${d.type} from ${formatDayAndTime(new Date(d.createdAt))}`}
                  >
                    <RotateCcw className="size-4" aria-hidden /> Resend
                  </Button>
                </li>
              );
            })}
          </ol>
        )
      }
    </QueryState>
  );
}
