import { RotateCcw } from 'lucide-react';
import type { WebhookDelivery } from '#shared/schemas/developers.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useDeliveries } from '#web/features/developers/api/get-deliveries.ts';
import { useResend } from '#web/features/developers/api/resend-delivery.ts';
import { type I18n, loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { formatDayAndTime } from '#web/lib/dates.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('developers');

const STATUS: Record<
  WebhookDelivery['status'],
  { text: MessageKey; variant: 'success' | 'warning' | 'secondary' }
> = {
  succeeded: { text: 'developers.delivery.succeeded', variant: 'success' },
  pending: { text: 'developers.delivery.pending', variant: 'warning' },
  sending: { text: 'developers.delivery.sending', variant: 'secondary' },
  failed: { text: 'developers.delivery.failed', variant: 'warning' },
};

/** "HTTP 500", or the receiver's own error (left as it came), or "No answer". */
const outcomeOf = (a: WebhookDelivery['attempts'][number], t: I18n['t']) =>
  a.statusCode !== null ? `HTTP ${a.statusCode}` : (a.error ?? t('developers.delivery.noAnswer'));

/** The endpoint's last deliveries: each event, how every try went, and a way to send it again. */
export function DeliveryLog({ webhookId, canResend }: { webhookId: string; canResend: boolean }) {
  const { t } = useI18n();
  const resend = useResend(webhookId);
  return (
    <QueryState
      query={useDeliveries(webhookId)}
      loading={t('developers.delivery.loading')}
      failed={t('developers.delivery.loadFailed')}
    >
      {({ deliveries }) =>
        deliveries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('developers.delivery.none')}</p>
        ) : (
          <ol className="flex flex-col divide-y rounded-md border" aria-label={t('developers.delivery.log')}>
            {deliveries.map((d) => {
              const last = d.attempts[0];
              return (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-mono text-xs">{d.type}</span>
                      <Badge variant={STATUS[d.status].variant}>{t(STATUS[d.status].text)}</Badge>
                    </p>
                    <p className="text-muted-foreground">
                      {formatDayAndTime(new Date(d.createdAt))}
                      {last
                        ? ` · ${t('developers.delivery.attempts', {
                            count: d.attempts.length,
                            outcome: outcomeOf(last, t),
                            ms: last.durationMs,
                          })}`
                        : ''}
                      {d.nextAttemptAt
                        ? ` · ${t('developers.delivery.nextTry', {
                            when: formatDayAndTime(new Date(d.nextAttemptAt)),
                          })}`
                        : ''}
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
                          {
                            title: t('developers.delivery.resent'),
                            description: t('developers.delivery.resentText'),
                          },
                          { fallback: t('developers.delivery.resendFailed') },
                        ),
                      )
                    }
                    aria-label={t('developers.delivery.resendLabel', {
                      event: d.type,
                      when: formatDayAndTime(new Date(d.createdAt)),
                    })}
                  >
                    <RotateCcw className="size-4" aria-hidden /> {t('developers.delivery.resend')}
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
