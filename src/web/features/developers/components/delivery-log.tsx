import { RotateCcw } from 'lucide-react';
import type { WebhookDelivery } from '#shared/schemas/developers.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useDeliveries } from '#web/features/developers/api/get-deliveries.ts';
import { useResend } from '#web/features/developers/api/resend-delivery.ts';
import { type I18n, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages/en/index.ts';
import { formatDayAndTime } from '#web/lib/dates.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

const STATUS: Record<
  WebhookDelivery['status'],
  { text: MessageKey; variant: 'success' | 'warning' | 'secondary' }
> = {
  succeeded: { text: 'settings.developers.delivery.succeeded', variant: 'success' },
  pending: { text: 'settings.developers.delivery.pending', variant: 'warning' },
  sending: { text: 'settings.developers.delivery.sending', variant: 'secondary' },
  failed: { text: 'settings.developers.delivery.failed', variant: 'warning' },
};

/** "HTTP 500", or the receiver's own error (left as it came), or "No answer". */
const outcomeOf = (a: WebhookDelivery['attempts'][number], t: I18n['t']) =>
  a.statusCode !== null ? `HTTP ${a.statusCode}` : (a.error ?? t('settings.developers.delivery.noAnswer'));

/** The endpoint's last deliveries: each event, how every try went, and a way to send it again. */
export function DeliveryLog({ webhookId, canResend }: { webhookId: string; canResend: boolean }) {
  const { t } = useI18n();
  const resend = useResend(webhookId);
  return (
    <QueryState
      query={useDeliveries(webhookId)}
      loading={t('settings.developers.delivery.loading')}
      failed={t('settings.developers.delivery.loadFailed')}
    >
      {({ deliveries }) =>
        deliveries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('settings.developers.delivery.none')}</p>
        ) : (
          <ol
            className="flex flex-col divide-y rounded-md border"
            aria-label={t('settings.developers.delivery.log')}
          >
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
                        ? ` · ${t('settings.developers.delivery.attempts', {
                            count: d.attempts.length,
                            outcome: outcomeOf(last, t),
                            ms: last.durationMs,
                          })}`
                        : ''}
                      {d.nextAttemptAt
                        ? ` · ${t('settings.developers.delivery.nextTry', {
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
                            title: t('settings.developers.delivery.resent'),
                            description: t('settings.developers.delivery.resentText'),
                          },
                          { fallback: t('settings.developers.delivery.resendFailed') },
                        ),
                      )
                    }
                    aria-label={t('settings.developers.delivery.resendLabel', {
                      event: d.type,
                      when: formatDayAndTime(new Date(d.createdAt)),
                    })}
                  >
                    <RotateCcw className="size-4" aria-hidden /> {t('settings.developers.delivery.resend')}
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
