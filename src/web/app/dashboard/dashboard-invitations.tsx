import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { InvitationFunnelCard } from '#web/features/invitations/components/invitation-funnel-card.tsx';
import { InvitationList } from '#web/features/invitations/components/invitation-list.tsx';
import { InviteByEmail } from '#web/features/invitations/components/invite-by-email.tsx';
import { ReminderSetting } from '#web/features/invitations/components/reminder-setting.tsx';
import { SendingPaused } from '#web/features/invitations/components/sending-paused.tsx';
import { SpreadsheetCard } from '#web/features/invitations/components/spreadsheet-card.tsx';
import { useMeta } from '#web/features/meta/api/get-meta.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { DashboardSectionProps } from './dashboard-section';

await loadMessages('invitations');

/**
 * Invitations by e-mail: one customer from the phone, a spreadsheet of them (the owner's), the
 * reminder, what came of them, and the latest ones.
 */
export function InvitationsSection({ businessId, isOwner }: DashboardSectionProps) {
  const { t } = useI18n();
  const meta = useMeta();
  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2 lg:items-start">
      <div className="empty:hidden lg:col-span-2">
        <SendingPaused businessId={businessId} operator={meta.data?.legal} />
      </div>
      <div className="flex flex-col gap-4 sm:gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('invitations.one.title')}</CardTitle>
            <CardDescription>{t('invitations.one.description')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <InviteByEmail businessId={businessId} />
            <ReminderSetting businessId={businessId} isOwner={isOwner} />
          </CardContent>
        </Card>
        {isOwner ? <SpreadsheetCard businessId={businessId} /> : null}
        <InvitationFunnelCard businessId={businessId} />
      </div>
      <InvitationList businessId={businessId} />
    </div>
  );
}
