import { useGoogleStatus } from '#web/features/google/api/get-google-status.ts';
import { useReviewGrowth } from '#web/features/google/api/get-review-growth.ts';
import { GrowthCard } from './growth-card';

/** Review growth under Statistics too (issue 28), once the Business Profile is connected and read. */
export function StatisticsGrowth({ businessId }: { businessId: string }) {
  const status = useGoogleStatus(businessId);
  const ready = Boolean(status.data?.connected && status.data.lastSyncAt);
  const growth = useReviewGrowth(businessId, ready);
  if (!ready || !growth.data || !status.data) return null;
  return (
    <GrowthCard
      growth={growth.data}
      averageRating={status.data.averageRating}
      total={status.data.totalReviewCount}
    />
  );
}
