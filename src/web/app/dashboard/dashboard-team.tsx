import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useAccount, useRefreshAccount } from '#web/app/use-account.ts';
import { MyFiguresCard } from '#web/features/analytics/components/my-figures-card.tsx';
import { useSubscription } from '#web/features/billing/api/get-subscription.ts';
import { useMyMemberships } from '#web/features/businesses/api/get-my-memberships.ts';
import { SectionHeading } from '#web/features/dashboard/components/section-heading.tsx';
import { JoinTeamCard } from '#web/features/teams/components/join-team-card.tsx';
import { MemberDashboard } from '#web/features/teams/components/member-dashboard.tsx';
import { MembershipError } from '#web/features/teams/components/membership-error.tsx';
import { TeamManager } from '#web/features/teams/components/team-manager.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { DashboardSectionProps } from './dashboard-section';

await loadMessages('dashboard');

/** The specification's pause between 'Left Team' and the setup screen. */
const LEAVE_REDIRECT_MS = 1000;

/** The owner manages the team; a member sees their membership; anyone else is offered /join. */
export function TeamSection({ businessId, isOwner }: DashboardSectionProps) {
  const { t } = useI18n();
  const { user } = useAccount();
  const memberships = useMyMemberships(Boolean(user));
  const refreshAccount = useRefreshAccount();
  const navigate = useNavigate();
  // The plan's state decides whether the code can let anyone in (the server's rule, product rules §6).
  const subscription = useSubscription(isOwner ? businessId : undefined);

  if (isOwner) {
    return (
      <>
        <SectionHeading
          title={t('dashboard.team.ownerTitle')}
          description={t('dashboard.team.ownerDescription')}
        />
        <TeamManager businessId={businessId} lapsed={subscription.data?.lapsed ?? false} />
      </>
    );
  }

  const membership = memberships.data?.find((m) => m.business.id === businessId && m.role === 'member');
  let body = <JoinTeamCard joinHref={paths.join.href()} />;
  if (membership && user) {
    body = (
      <MemberDashboard
        figures={<MyFiguresCard businessId={businessId} />}
        business={membership.business}
        role={membership.role}
        userId={user.id}
        onLeft={() => {
          // Refresh before moving on, so /setup sees "no team" instead of bouncing back here.
          const pause = new Promise((resolve) => setTimeout(resolve, LEAVE_REDIRECT_MS));
          void pause.then(refreshAccount).then(() => navigate(paths.setup.href(), { replace: true }));
        }}
      />
    );
  } else if (memberships.isError) {
    body = <MembershipError />;
  }

  return (
    <>
      <SectionHeading
        title={t('dashboard.team.memberTitle')}
        description={t('dashboard.team.memberDescription')}
      />
      {body}
    </>
  );
}
