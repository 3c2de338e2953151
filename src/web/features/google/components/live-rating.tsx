import { Link } from 'react-router';
import { useLiveRating } from '#web/features/google/api/get-live-rating.ts';

/**
 * The overview's line with the business's Google rating now, for every owner, connected or not; an
 * owner who has not connected the profile is told what connecting adds (`connectHref`).
 * Places data shown without a map carries Google's attribution. Nothing shows while it loads or
 * when Google could not be asked: the overview is about the QR code.
 */
export function LiveRating({ businessId, connectHref }: { businessId: string; connectHref?: string }) {
  const { data } = useLiveRating(businessId);
  if (!data?.available) return null;
  const { rating, userRatingCount, connected } = data;
  return (
    <div className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm" data-testid="live-rating">
      {rating === null ? (
        <span>No Google rating yet</span>
      ) : (
        <span>
          <span aria-hidden className="text-amber-500">
            ★{' '}
          </span>
          <span className="font-semibold">{rating.toFixed(1)}</span>
          <span className="text-muted-foreground">
            {' '}
            on Google · {(userRatingCount ?? 0).toLocaleString()}{' '}
            {userRatingCount === 1 ? 'review' : 'reviews'}
          </span>
        </span>
      )}
      <span className="text-xs text-muted-foreground">Powered by Google</span>
      {connected || !connectHref ? null : (
        <Link to={connectHref} className="basis-full text-xs text-primary underline-offset-4 hover:underline">
          Connect your Business Profile to see the history and reply to reviews
        </Link>
      )}
    </div>
  );
}
