import { useReviewGrowth } from '#web/features/google/api/get-review-growth.ts';
import { GrowthCard } from './growth-card';

/** The growth card under analytics, with its own read of the growth figures. */
export function ReviewGrowthFigures({
  businessId,
  averageRating,
  total,
}: {
  businessId: string;
  averageRating: number | null;
  total: number | null;
}) {
  const growth = useReviewGrowth(businessId, true);
  if (!growth.data) return null;
  return <GrowthCard growth={growth.data} averageRating={averageRating} total={total} />;
}
