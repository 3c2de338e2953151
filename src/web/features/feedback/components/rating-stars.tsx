import { Star } from 'lucide-react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('feedback');

/** Five stars, `rating` of them filled; the label is read instead of the icons. */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      role="img"
      aria-label={t('feedback.stars', { rating, max: 5 })}
      className={cn('inline-flex gap-0.5', className)}
    >
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
