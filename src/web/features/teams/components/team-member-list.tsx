import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { TeamMember } from '#shared/schemas/teams.ts';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useRemoveTeamMember } from '#web/features/teams/api/remove-team-member.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';
import { fullName } from '#web/lib/utils.ts';
import { RemoveMemberDialog } from './remove-member-dialog';
import { RoleBadge } from './role-badge';

await loadMessages('team');

export function TeamMemberList({
  businessId,
  members,
  lapsed = false,
}: {
  businessId: string;
  members: TeamMember[];
  /** The plan has ended: the code lets nobody join until the owner subscribes. */
  lapsed?: boolean;
}) {
  const { t } = useI18n();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const remove = useRemoveTeamMember(businessId, {
    onSuccess: () => {
      toast({
        title: t('team.members.removed.title'),
        description: removing ? t('team.members.removed.text', { name: fullName(removing.user) }) : undefined,
        variant: 'success',
      });
      setRemoving(null);
    },
    onError: (error) =>
      toast({
        title: t('team.error'),
        description: messageOf(error, t('team.members.removeFailed')),
        variant: 'destructive',
      }),
  });
  const onlyOwner = members.every((m) => m.role === 'owner');

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('team.members.title')}</CardTitle>
        <CardDescription>{t('team.members.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="divide-y rounded-lg border" aria-label={t('team.members.title')}>
          {members.map((m) => {
            const name = fullName(m.user);
            return (
              <li key={m.id} className="flex items-center gap-3 p-3 sm:p-4">
                <UserAvatar user={m.user} className="hidden min-[400px]:flex" />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="min-w-0 font-medium break-words">{name}</span>
                    <RoleBadge role={m.role} />
                  </div>
                  <span className="text-sm break-all text-muted-foreground">{m.user.email}</span>
                </div>
                {m.role === 'owner' ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="shrink-0 text-destructive hover:bg-destructive/10 hover:text-destructive"
                    onClick={() => setRemoving(m)}
                    aria-label={t('team.members.removeNamed', { name })}
                  >
                    <UserMinus aria-hidden />
                    <span className="hidden sm:inline">{t('team.members.remove')}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {onlyOwner ? (
          <p className="text-sm text-muted-foreground">
            {lapsed ? t('team.members.onlyOwner.lapsed') : t('team.members.onlyOwner')}
          </p>
        ) : null}
        <RemoveMemberDialog
          name={removing ? fullName(removing.user) : ''}
          open={removing !== null}
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          pending={remove.isPending}
          onConfirm={() => removing && remove.mutate(removing.userId)}
        />
      </CardContent>
    </Card>
  );
}
