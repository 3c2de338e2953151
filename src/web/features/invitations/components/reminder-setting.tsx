import { REMINDER_DAY_CHOICES } from '#shared/lib/invitations.ts';
import type { InvitationSettings } from '#shared/schemas/invitations.ts';
import { Label } from '#web/components/ui/input.tsx';
import { useInvitationSettings } from '#web/features/invitations/api/get-invitation-settings.ts';
import { useSetInvitationSettings } from '#web/features/invitations/api/set-invitation-settings.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('invitations');

const select =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-56';

/** The one reminder: how many days after the invitation, or none. The owner's choice. */
export function ReminderSetting({ businessId, isOwner }: { businessId: string; isOwner: boolean }) {
  const { t } = useI18n();
  const settings = useInvitationSettings(businessId);
  const save = useSetInvitationSettings(businessId);
  const value = settings.data?.reminderDays;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="invitation-reminder">{t('invitations.reminder.label')}</Label>
      <select
        id="invitation-reminder"
        className={select}
        disabled={!isOwner || !settings.data || save.isPending}
        value={value === null ? 'none' : String(value ?? 3)}
        onChange={(e) => {
          const reminderDays = (
            e.target.value === 'none' ? null : Number(e.target.value)
          ) as InvitationSettings['reminderDays'];
          save.mutate(
            { reminderDays },
            saveWithToast(
              { title: t('invitations.reminder.saved') },
              { fallback: t('invitations.reminder.failed') },
            ),
          );
        }}
      >
        {REMINDER_DAY_CHOICES.map((d) => (
          <option key={d} value={d}>
            {t('invitations.reminder.after', { count: d })}
          </option>
        ))}
        <option value="none">{t('invitations.reminder.none')}</option>
      </select>
      <p className="text-sm text-muted-foreground">{t('invitations.reminder.hint')}</p>
    </div>
  );
}
