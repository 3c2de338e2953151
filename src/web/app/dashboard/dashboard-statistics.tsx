import { paths } from '#web/app/paths.ts';
import { AnalyticsSection } from '#web/features/analytics/components/analytics-section.tsx';
import { StatisticsGrowth } from '#web/features/google/components/statistics-growth.tsx';
import type { DashboardSectionProps } from './dashboard-section';

/** Statistics: the figures of the QR codes, and the Google review growth they led to (issue 28). */
export function StatisticsSection({ businessId, isOwner }: DashboardSectionProps) {
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <AnalyticsSection
        businessId={businessId}
        showToCustomersHref={paths.qrFullscreen.href()}
        isOwner={isOwner}
      />
      <StatisticsGrowth businessId={businessId} />
    </div>
  );
}
