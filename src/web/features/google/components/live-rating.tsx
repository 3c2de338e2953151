import { Link } from 'react-router';
import { useLiveRating } from '#web/features/google/api/get-live-rating.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('google');

/**
 * The overview's line with the business's Google rating now, for every owner, connected or not; an
 * owner who has not connected the profile is told what connecting adds (`connectHref`).
 * Places data shown without a map carries Google's attribution. Nothing shows while it loads or
 * when Google could not be asked: the overview is about the QR code.
 */
export function LiveRating({ businessId, connectHref }: { businessId: string; connectHref?: string }) {
  const { data } = useLiveRating(businessId);
  const { t, rich, intlLocale } = useI18n();
  if (!data?.available) return null;
  const { rating, userRatingCount, connected } = data;
  return (
    <div className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm" data-testid="live-rating">
      {rating === null ? (
        <span>{t('google.rating.none')}</span>
      ) : (
        <span>
          <span aria-hidden className="text-amber-500">
            ★{' '}
          </span>
          <span className="text-muted-foreground">
            {rich('google.rating.onGoogle', {
              rating: new Intl.NumberFormat(intlLocale, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }).format(rating),
              count: userRatingCount ?? 0,
              b: (chunks) => (
                <span key="b" className="font-semibold text-foreground">
                  {chunks}
                </span>
              ),
            })}
          </span>
        </span>
      )}
      <span className="text-xs text-muted-foreground">{t('google.rating.poweredBy')}</span>
      {connected || !connectHref ? null : (
        <Link to={connectHref} className="basis-full text-xs text-primary underline-offset-4 hover:underline">
          {t('google.rating.connect')}
        </Link>
      )}
    </div>
  );
}
