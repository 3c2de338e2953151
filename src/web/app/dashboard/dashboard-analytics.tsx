import { WEEK_DAYS } from '#shared/lib/analytics.ts';
import { paths } from '#web/app/paths.ts';
import { AnalyticsPanel } from '#web/features/analytics/components/analytics-panel.tsx';
import { useGoogleStatus } from '#web/features/google/api/get-google-status.ts';
import { useReviewGrowth } from '#web/features/google/api/get-review-growth.ts';
import { ReviewGrowth } from '#web/features/google/components/review-growth.tsx';
import { InvitationFunnelCard } from '#web/features/invitations/components/invitation-funnel-card.tsx';
import { TeamBoardSwitch } from '#web/features/teams/components/team-board-switch.tsx';
import type { DashboardSectionProps } from './dashboard-section';

/** Analytics (shown as 'Statistics'): the figures of the QR codes, and the Google review growth they led to. */
export function AnalyticsSection({ businessId, isOwner }: DashboardSectionProps) {
  const status = useGoogleStatus(businessId);
  const growth = useReviewGrowth(businessId, Boolean(status.data?.connected));
  // The funnel's last step: new Google reviews in the same 7 days, once the profile is read.
  const reviewsThisWeek =
    status.data?.connected && growth.data
      ? growth.data.days.slice(-WEEK_DAYS).reduce((n, d) => n + d.newReviews, 0)
      : null;
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <AnalyticsPanel
        businessId={businessId}
        showToCustomersHref={paths.qrFullscreen.href()}
        isOwner={isOwner}
        reviewsThisWeek={reviewsThisWeek}
        teamBoardSetting={(visible) => <TeamBoardSwitch businessId={businessId} visible={visible} />}
      />
      <InvitationFunnelCard businessId={businessId} />
      <ReviewGrowth businessId={businessId} />
    </div>
  );
}
