import { Building2, ChartColumn, LogOut, QrCode, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Role } from '#shared/schemas/businesses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useLeaveTeam } from '#web/features/teams/api/leave-team.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';
import { LeaveTeamDialog } from './leave-team-dialog';
import { RoleBadge } from './role-badge';

await loadMessages('team');

const CAN_DO = [
  { Icon: QrCode, text: 'team.member.canDo.qr' },
  { Icon: ChartColumn, text: 'team.member.canDo.analytics' },
  { Icon: ShieldCheck, text: 'team.member.canDo.owner' },
] as const;

/** A team member's view of their membership, with the way out. */
export function MemberDashboard({
  business,
  role,
  userId,
  onLeft,
  figures,
}: {
  business: { id: string; name: string };
  role: Role;
  userId: string;
  /** Called after the 'Left Team' toast; the caller moves the user on. */
  onLeft: () => void;
  /** The member's own results, composed by the app from the analytics feature. */
  figures?: ReactNode;
}) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [left, setLeft] = useState(false);
  const leave = useLeaveTeam(business.id, userId, {
    onSuccess: () => {
      setConfirming(false);
      setLeft(true);
      toast({
        title: t('team.member.left.title'),
        description: t('team.member.left.text', { name: business.name }),
      });
      onLeft();
    },
    onError: (error) =>
      toast({
        title: t('team.error'),
        description: messageOf(error, t('team.member.leaveFailed')),
        variant: 'destructive',
      }),
  });

  return (
    <div className="flex max-w-3xl flex-col gap-4 sm:gap-6">
      <Card>
        <CardHeader>
          <CardDescription>{t('team.member.membership')}</CardDescription>
          <div className="flex flex-wrap items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Building2 aria-hidden className="size-6" />
            </span>
            <CardTitle className="min-w-0 text-xl break-words">{business.name}</CardTitle>
            <RoleBadge role={role} />
          </div>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2.5">
            {CAN_DO.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-2.5 text-sm">
                <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                {t(text)}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      {figures}

      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('team.member.leave')}</CardTitle>
          <CardDescription>{t('team.member.leave.text')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            variant="outline"
            className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => setConfirming(true)}
            disabled={left}
          >
            <LogOut aria-hidden />
            {left ? t('team.member.leaving') : t('team.member.leave')}
          </Button>
        </CardContent>
      </Card>

      <LeaveTeamDialog
        businessName={business.name}
        open={confirming}
        onOpenChange={setConfirming}
        pending={leave.isPending}
        onConfirm={() => leave.mutate()}
      />
    </div>
  );
}
