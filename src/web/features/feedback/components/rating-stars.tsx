import { Star } from 'lucide-react';
import { cn } from '#web/lib/utils.ts';

/** Five stars, `rating` of them filled; the label is read instead of the icons. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn('size-4', n <= rating ? 'fill-warning text-warning' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}
