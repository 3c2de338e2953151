import { Star } from 'lucide-react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('setup');

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
  const { t, intlLocale } = useI18n();
  if (rating === undefined) {
    return <span className={cn('text-sm text-muted-foreground', className)}>{t('setup.rating.none')}</span>;
  }
  const shown = new Intl.NumberFormat(intlLocale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <span className="sr-only">
        {userRatingsTotal === undefined
          ? t('setup.rating.sr', { rating: shown })
          : t('setup.rating.srWithCount', { rating: shown, count: userRatingsTotal })}
      </span>
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
      <span aria-hidden className="font-semibold">
        {shown}
      </span>
      {userRatingsTotal === undefined ? null : (
        <span aria-hidden className="text-muted-foreground">
          {t('setup.rating.count', { count: userRatingsTotal })}
        </span>
      )}
    </span>
  );
}
