import { Inbox } from 'lucide-react';
import { useState } from 'react';
import type { OutboxMail } from '#shared/schemas/notifications.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState, QueryState } from '#web/components/ui/query-state.tsx';
import { outboxMailHref, useOutbox } from '#web/features/notifications/api/notifications.ts';

const KIND = {
  feedback_alert: 'Feedback alert',
  weekly_summary: 'Weekly summary',
  account_notice: 'Account notice',
  review_alert: 'Google review alert',
} as const;

function StatusBadge({ mail }: { mail: OutboxMail }) {
  switch (mail.status) {
    case 'kept':
      return <Badge variant="secondary">Kept (demo, not sent)</Badge>;
    case 'sent':
      return <Badge variant="success">Sent</Badge>;
    case 'failed':
      return (
        <Badge className="border-transparent bg-destructive/15 text-red-800 dark:text-red-300">Failed</Badge>
      );
    default:
      return (
        <Badge variant="warning">
          {mail.attempts > 0 ? `Retrying (attempt ${mail.attempts})` : 'Waiting to send'}
        </Badge>
      );
  }
}

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function MailItem({ mail }: { mail: OutboxMail }) {
  const [open, setOpen] = useState(false);
  const previewId = `mail-${mail.id}`;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{KIND[mail.kind]}</Badge>
        <StatusBadge mail={mail} />
      </div>
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold leading-snug text-pretty">{mail.subject}</h2>
        <p className="text-sm text-muted-foreground break-words">
          To {mail.toAddress} · {when(mail.createdAt)}
        </p>
      </div>
      {mail.status === 'failed' || (mail.status === 'pending' && mail.lastError) ? (
        <p className="rounded-md bg-destructive/10 p-2 text-sm break-words" role="status">
          {mail.status === 'failed'
            ? `Not delivered after 24 hours of retries: ${mail.lastError ?? 'unknown error'}`
            : `Last attempt failed: ${mail.lastError}. It will be retried.`}
        </p>
      ) : null}
      <Button
        variant="outline"
        className="self-start"
        aria-expanded={open}
        aria-controls={previewId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Hide e-mail' : 'Show e-mail'}
      </Button>
      {open ? (
        <iframe
          id={previewId}
          title={`E-mail: ${mail.subject}`}
          src={outboxMailHref(mail.id)}
          sandbox=""
          className="h-[640px] w-full rounded-md border bg-white"
        />
      ) : null}
    </Card>
  );
}

export function MailOutbox() {
  return (
    <QueryState
      query={useOutbox()}
      loading="Loading the mail outbox…"
      failed="Unable to load the mail outbox"
    >
      {({ mails, mailMode }) => (
        <div className="flex flex-col gap-4">
          {mailMode === 'demo' ? (
            <p className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
              <strong>Demo:</strong> no mail server is set up on this server, so nothing is sent. Each e-mail
              is kept here exactly as it would arrive.
            </p>
          ) : null}
          {mails.length === 0 ? (
            <EmptyState icon={Inbox} title="No e-mails yet" heading="h2">
              Feedback alerts appear here within a minute of a customer's private feedback, and the weekly
              summary on Monday mornings.
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="E-mails, newest first">
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
