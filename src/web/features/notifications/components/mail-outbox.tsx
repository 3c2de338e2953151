import { Inbox } from 'lucide-react';
import { useState } from 'react';
import type { OutboxMail } from '#shared/schemas/notifications.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState, QueryState } from '#web/components/ui/query-state.tsx';
import { outboxMailHref, useOutbox } from '#web/features/notifications/api/get-outbox.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { formatDateAndTime } from '#web/lib/dates.ts';
import { isolate } from '#web/lib/utils.ts';

await loadMessages('outbox');

const KIND: Record<OutboxMail['kind'], MessageKey> = {
  feedback_alert: 'outbox.kind.feedbackAlert',
  weekly_summary: 'outbox.kind.weeklySummary',
  account_notice: 'outbox.kind.accountNotice',
  review_alert: 'outbox.kind.reviewAlert',
  feedback_answer: 'outbox.kind.feedbackAnswer',
  address_confirmation: 'outbox.kind.addressConfirmation',
};

function StatusBadge({ mail }: { mail: OutboxMail }) {
  const { t } = useI18n();
  switch (mail.status) {
    case 'kept':
      return <Badge variant="secondary">{t('outbox.status.kept')}</Badge>;
    case 'sent':
      return <Badge variant="success">{t('outbox.status.sent')}</Badge>;
    case 'failed':
      return (
        <Badge className="border-transparent bg-destructive/15 text-red-800 dark:text-red-300">
          {t('outbox.status.failed')}
        </Badge>
      );
    default:
      return (
        <Badge variant="warning">
          {mail.attempts > 0
            ? t('outbox.status.retrying', { attempt: mail.attempts })
            : t('outbox.status.waiting')}
        </Badge>
      );
  }
}

function MailItem({ mail }: { mail: OutboxMail }) {
  const { t } = useI18n();
  const when = formatDateAndTime(new Date(mail.createdAt));
  const [open, setOpen] = useState(false);
  const previewId = `mail-${mail.id}`;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{t(KIND[mail.kind])}</Badge>
        <StatusBadge mail={mail} />
      </div>
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold leading-snug text-pretty">{mail.subject}</h2>
        <p className="text-sm text-muted-foreground break-words">
          {t('outbox.to', { address: isolate(mail.toAddress), when: isolate(when) })}
        </p>
        {mail.replyTo ? (
          <p className="text-sm text-muted-foreground break-words">
            {t('outbox.replyTo', { address: isolate(mail.replyTo) })}
          </p>
        ) : null}
      </div>
      {mail.status === 'failed' || (mail.status === 'pending' && mail.lastError) ? (
        <p className="rounded-md bg-destructive/10 p-2 text-sm break-words" role="status">
          {mail.status === 'failed'
            ? t('outbox.notDelivered', {
                error: mail.lastError ?? t('outbox.unknownError'),
              })
            : t('outbox.lastAttemptFailed', { error: mail.lastError ?? '' })}
        </p>
      ) : null}
      <Button
        variant="outline"
        className="self-start"
        aria-expanded={open}
        aria-controls={previewId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('outbox.hide') : t('outbox.show')}
      </Button>
      {open ? (
        <iframe
          id={previewId}
          title={t('outbox.preview', { subject: mail.subject })}
          src={outboxMailHref(mail.id)}
          sandbox=""
          className="h-[640px] w-full rounded-md border bg-white"
        />
      ) : null}
    </Card>
  );
}

export function MailOutbox() {
  const { t, rich } = useI18n();
  return (
    <QueryState query={useOutbox()} loading={t('outbox.loading')} failed={t('outbox.failed')}>
      {({ mails, mailMode }) => (
        <div className="flex flex-col gap-4">
          {mailMode === 'demo' ? (
            <p className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
              {rich('outbox.demo', { strong: (chunks) => <strong key="strong">{chunks}</strong> })}
            </p>
          ) : null}
          {mails.length === 0 ? (
            <EmptyState icon={Inbox} title={t('outbox.empty.title')} heading="h2">
              {t('outbox.empty.text')}
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t('outbox.list')}>
              {mails.map((m) => (
                <li key={m.id}>
                  <MailItem mail={m} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryState>
  );
}
