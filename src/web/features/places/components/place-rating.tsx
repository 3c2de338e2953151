import { Star } from 'lucide-react';
import { cn } from '#web/lib/utils.ts';

const count = new Intl.NumberFormat('en-US');

/** "★ 4.7 (842 reviews)", or "No reviews yet" for a place without a rating. */
export function PlaceRating({
  rating,
  userRatingsTotal,
  className,
}: {
  rating?: number;
  userRatingsTotal?: number;
  className?: string;
}) {
  if (rating === undefined) {
    return <span className={cn('text-sm text-muted-foreground', className)}>No reviews yet</span>;
  }
  const reviews =
    userRatingsTotal === undefined
      ? null
      : `${count.format(userRatingsTotal)} ${userRatingsTotal === 1 ? 'review' : 'reviews'}`;
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <span className="sr-only">{`Rated ${rating.toFixed(1)} out of 5${reviews ? `, ${reviews}` : ''}`}</span>
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
      <span aria-hidden className="font-semibold">
        {rating.toFixed(1)}
      </span>
      {reviews ? (
        <span aria-hidden className="text-muted-foreground">
          ({reviews})
        </span>
      ) : null}
    </span>
  );
}
