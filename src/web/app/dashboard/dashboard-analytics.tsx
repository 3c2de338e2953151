import { paths } from '#web/app/paths.ts';
import { AnalyticsPanel } from '#web/features/analytics/components/analytics-panel.tsx';
import { ReviewGrowth } from '#web/features/google/components/review-growth.tsx';
import type { DashboardSectionProps } from './dashboard-section';

/** Analytics (shown as 'Statistics'): the figures of the QR codes, and the Google review growth they led to. */
export function AnalyticsSection({ businessId, isOwner }: DashboardSectionProps) {
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <AnalyticsPanel
        businessId={businessId}
        showToCustomersHref={paths.qrFullscreen.href()}
        isOwner={isOwner}
      />
      <ReviewGrowth businessId={businessId} />
    </div>
  );
}
