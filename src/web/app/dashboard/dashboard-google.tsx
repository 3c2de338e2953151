import { paths } from '#web/app/paths.ts';
import { GoogleSection } from '#web/features/google/components/google-section.tsx';
import type { DashboardSectionProps } from './dashboard-section';

/** The Business Profile section; its reviews are answered in the inbox. */
export function GoogleProfileSection({ businessId, isOwner, ownedBusiness }: DashboardSectionProps) {
  return (
    <GoogleSection
      businessId={businessId}
      isOwner={isOwner}
      placeClaimedAt={ownedBusiness?.placeClaimedAt ?? null}
      reviewsHref={paths.dashboard.href('reviews')}
    />
  );
}
