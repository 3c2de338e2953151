import { useI18n } from './i18n/i18n-context';
import { CustomerLayout } from './layout';
import type { RatePageData } from './page-data';
import { ConfirmRating, RatingStatus } from './rating-status';
import { StarForm } from './star-form';
import { useRating } from './use-rating';

export function RatePage({ business, error, staff, channel, invitation }: Omit<RatePageData, 'page'>) {
  const { t } = useI18n();
  const visit = useRating({ businessId: business.id, staff, channel, invitation });
  return (
    <CustomerLayout>
      <h1 className="text-sm font-semibold tracking-wide text-brand uppercase rtl:tracking-normal dark:text-blue-400">
        {t('customer.rateHeading')}
      </h1>
      {/* <bdi>: a Latin name or address keeps its own order inside an Arabic page ("415 Crown St"). */}
      <h2 className="mt-2 text-2xl font-bold leading-tight break-words">
        <bdi>{business.name}</bdi>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <bdi>{business.address}</bdi>
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
      <StarForm
        businessId={business.id}
        staff={staff}
        channel={channel}
        invitation={invitation?.token}
        rating={visit.rating}
        sending={visit.sending}
        onChoose={visit.choose}
      />
      {invitation && !visit.google ? (
        <ConfirmRating rating={visit.rating} sending={visit.sending} onConfirm={visit.confirm} />
      ) : (
        <RatingStatus rating={visit.rating} google={visit.google} onStartOver={visit.startOver} />
      )}
    </CustomerLayout>
  );
}
