import { lazy, Suspense } from 'react';
import { useGoogleStatus } from '#web/features/google/api/get-google-status.ts';

// Only an owner with a connected profile has growth to show: its code loads for them alone.
const GrowthFigures = lazy(() =>
  import('./review-growth-figures').then((m) => ({ default: m.ReviewGrowthFigures })),
);

/** Review growth under analytics too, once the Business Profile is connected and read. */
export function ReviewGrowth({ businessId }: { businessId: string }) {
  const status = useGoogleStatus(businessId);
  if (!status.data?.connected || !status.data.lastSyncAt) return null;
  return (
    <Suspense fallback={null}>
      <GrowthFigures
        businessId={businessId}
        averageRating={status.data.averageRating}
        total={status.data.totalReviewCount}
      />
    </Suspense>
  );
}
