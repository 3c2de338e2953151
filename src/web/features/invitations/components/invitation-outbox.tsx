import { ExternalLink } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import {
  keptInvitationHref,
  useInvitationOutbox,
} from '#web/features/invitations/api/get-invitation-outbox.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDateAndTime } from '#web/lib/dates.ts';
import { isolate } from '#web/lib/utils.ts';

await loadMessages('invitations');

/**
 * The demo outbox's invitation e-mails: what a customer would have received, opened as the customer
 * opens it (its star links lead to the real rating page).
 */
export function InvitationOutbox({ businessId }: { businessId: string }) {
  const { t } = useI18n();
  const mails = useInvitationOutbox(businessId).data ?? [];
  if (mails.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="invitation-outbox">
      <h2 id="invitation-outbox" className="text-lg font-semibold">
        {t('invitations.outbox.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {mails.map((m) => (
          <li key={m.id}>
            <Card className="flex flex-col gap-2 p-4 sm:p-5">
              <Badge variant="outline" className="self-start">
                {t('invitations.outbox.kind')}
              </Badge>
              <h3 className="text-base font-semibold leading-snug text-pretty">{m.subject}</h3>
              <p className="text-sm text-muted-foreground break-words">
                {t('invitations.outbox.to', {
                  address: isolate(m.to),
                  when: isolate(formatDateAndTime(new Date(m.sentAt))),
                })}
              </p>
              <Button asChild variant="outline" className="self-start">
                <a href={keptInvitationHref(businessId, m.id)}>
                  <ExternalLink aria-hidden />
                  {t('invitations.outbox.open')}
                </a>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
