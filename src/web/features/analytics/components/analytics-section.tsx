import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAnalytics } from '#web/features/analytics/api/get-analytics.ts';
import { useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';
import { AnalyticsEmpty } from './analytics-empty';
import { ChannelCard } from './channel-card';
import { DailyChart } from './daily-chart';
import { PeriodComparison } from './period-comparison';
import { RatingChart } from './rating-chart';
import { RecentScans } from './recent-scans';
import { SummaryCards } from './summary-cards';
import { TeamCard } from './team-card';
import { UnusualActivity } from './unusual-activity';

type Props = {
  businessId: string;
  /** Where 'Show To Customers' leads; the app layer owns the route table. */
  showToCustomersHref?: string;
  /** The owner sees the team board setting. */
  isOwner?: boolean;
};

/** The dashboard's statistics section: Business Analytics. */
export function AnalyticsSection({
  businessId,
  showToCustomersHref = '/qr/fullscreen',
  isOwner = false,
}: Props) {
  const { t } = useI18n();
  const query = useAnalytics(businessId);
  return (
    <section aria-labelledby="analytics-title" className="flex flex-col gap-4 sm:gap-6">
      <header className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="analytics-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            {t('analytics.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('analytics.subtitle')}</p>
        </div>
        {query.isSuccess ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            aria-label={t('analytics.refreshLabel')}
          >
            <RefreshCw
              aria-hidden
              className={cn(query.isFetching && 'animate-spin motion-reduce:animate-none')}
            />
            <span className="hidden sm:inline">{t('analytics.refresh')}</span>
          </Button>
        ) : null}
      </header>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('analytics.loading')} />
        </div>
      ) : query.isError ? (
        <LoadError
          title={t('analytics.loadError')}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.totalScans === 0 ? (
        <>
          <UnusualActivity days={query.data.unusualActivity} />
          <AnalyticsEmpty showToCustomersHref={showToCustomersHref} />
          <TeamCard businessId={businessId} analytics={query.data} isOwner={isOwner} />
        </>
      ) : (
        <>
          <UnusualActivity days={query.data.unusualActivity} />
          <SummaryCards analytics={query.data} />
          <PeriodComparison analytics={query.data} />
          <TeamCard businessId={businessId} analytics={query.data} isOwner={isOwner} />
          <ChannelCard channels={query.data.byChannel} />
          <DailyChart daily={query.data.daily} timeZone={query.data.timeZone} />
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
            <RatingChart distribution={query.data.ratingDistribution} />
            <RecentScans scans={query.data.recentScans} />
          </div>
        </>
      )}
    </section>
  );
}
