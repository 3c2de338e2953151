import { ChevronDown, RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useAnalytics } from '#web/features/analytics/api/get-analytics.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
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
import { WeekFunnel } from './week-funnel';

await loadMessages('analytics');

type Props = {
  businessId: string;
  /** Where 'Show To Customers' leads; the app layer owns the route table. */
  showToCustomersHref?: string;
  /** The owner sees the team board setting. */
  isOwner?: boolean;
  /** New Google reviews in the last 7 days, from the Business Profile; null while none is connected. */
  reviewsThisWeek?: number | null;
  /** The owner's switch for the team board; the app layer brings it from the team feature. */
  teamBoardSetting?: (visible: boolean) => ReactNode;
};

/** The dashboard's analytics section: Business Analytics. */
export function AnalyticsPanel({
  businessId,
  showToCustomersHref = '/qr/fullscreen',
  isOwner = false,
  reviewsThisWeek = null,
  teamBoardSetting,
}: Props) {
  const { t } = useI18n();
  const query = useAnalytics(businessId);
  // A phone shows the summary first; the charts and lists open on request. A desktop shows all.
  const [details, setDetails] = useState(false);
  // The sidebar's breakpoint: from a tablet's width up, everything at once.
  const wide = useMediaQuery('(min-width: 768px)', true);
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
      <QueryState query={query} loading={t('analytics.loading')} failed={t('analytics.loadError')}>
        {(analytics) =>
          analytics.totalScans === 0 ? (
            <>
              <UnusualActivity days={analytics.unusualActivity} />
              <AnalyticsEmpty showToCustomersHref={showToCustomersHref} />
              <TeamCard analytics={analytics} isOwner={isOwner} boardSetting={teamBoardSetting} />
            </>
          ) : (
            <>
              <UnusualActivity days={analytics.unusualActivity} />
              <WeekFunnel daily={analytics.daily} reviews={reviewsThisWeek} />
              <SummaryCards analytics={analytics} />
              {/* Who sent customers on is the team's own question: never behind a tap. */}
              <TeamCard analytics={analytics} isOwner={isOwner} boardSetting={teamBoardSetting} />
              {wide ? null : (
                <Button
                  variant="outline"
                  aria-expanded={details}
                  aria-controls="analytics-details"
                  onClick={() => setDetails((open) => !open)}
                >
                  <ChevronDown aria-hidden className={cn('transition-transform', details && 'rotate-180')} />
                  {details ? t('analytics.details.hide') : t('analytics.details.show')}
                </Button>
              )}
              {wide || details ? (
                <div id="analytics-details" className="flex flex-col gap-4 sm:gap-6">
                  <PeriodComparison analytics={analytics} />
                  <ChannelCard channels={analytics.byChannel} />
                  <DailyChart daily={analytics.daily} timeZone={analytics.timeZone} />
                  <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
                    <RatingChart distribution={analytics.ratingDistribution} />
                    <RecentScans scans={analytics.recentScans} />
                  </div>
                </div>
              ) : null}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
