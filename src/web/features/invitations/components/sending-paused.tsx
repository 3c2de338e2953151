import { PauseCircle } from 'lucide-react';
import type { PauseReason } from '#shared/lib/invitations.ts';
import { OperatorContact } from '#web/components/operator-contact.tsx';
import { useInvitationSettings } from '#web/features/invitations/api/get-invitation-settings.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';

await loadMessages('invitations');

const WHY: Record<PauseReason, MessageKey> = {
  bounces: 'invitations.paused.bounces',
  complaints: 'invitations.paused.complaints',
  owner_complaints: 'invitations.paused.owner_complaints',
  operator: 'invitations.paused.operator',
};

/**
 * Why this location's invitations are paused, in words, and what to do; nothing when they are not.
 * The pause protects every customer's inbox and every other shop's mail, so only the operator lifts it.
 */
export function SendingPaused({
  businessId,
  operator,
}: {
  businessId: string;
  /** The operator's contact (LEGAL_CONTACT), once the public settings have loaded. */
  operator: { contact: string } | undefined;
}) {
  const { t } = useI18n();
  const settings = useInvitationSettings(businessId);
  const pause = settings.data?.pause;
  if (!pause) return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <PauseCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">{t('invitations.paused.title')}</p>
        <p>{t(WHY[pause.reason])}</p>
        <p>{t('invitations.paused.todo')}</p>
        {operator ? (
          <p>
            {t('invitations.paused.contact')} <OperatorContact operator={operator} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
