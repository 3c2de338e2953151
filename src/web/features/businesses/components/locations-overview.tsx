import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { LocationsOverview, LocationWeek } from '#shared/schemas/businesses.ts';
import { Card } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('setup');

function Figures({ label, week, strong }: { label: string; week: LocationWeek; strong?: boolean }) {
  const { t, number, percent } = useI18n();
  // The rate arrives as a percentage with one decimal at most (42.5).
  const cells = [
    [t('setup.overview.scans'), number(week.scans)],
    [t('setup.overview.toGoogle'), number(week.conversions)],
    [t('setup.overview.rate'), percent(week.conversionRate)],
    [t('setup.overview.newFeedback'), number(week.newFeedback)],
  ] as const;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <dl className="grid grid-cols-4 gap-2">
        {cells.map(([name, value]) => (
          <div key={name} className="min-w-0">
            <dt className="truncate text-xs text-muted-foreground">{name}</dt>
            <dd className={strong ? 'text-lg font-semibold tabular-nums' : 'tabular-nums'}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** 'All locations': this week and last week for each location, and the total. */
export function LocationsOverviewList({
  overview,
  hrefFor,
  currentId,
}: {
  overview: LocationsOverview;
  hrefFor: (id: string) => string;
  currentId: string;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-3">
      {overview.locations.map((l) => (
        <Card key={l.id} className="flex flex-col gap-4 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="truncate font-semibold">{l.name}</h3>
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <MapPin aria-hidden className="size-3.5 shrink-0" />
                <span className="truncate">{l.address}</span>
              </p>
            </div>
            <Link
              to={hrefFor(l.id)}
              className="inline-flex min-h-9 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
              aria-label={t('setup.overview.openName', { name: l.name })}
            >
              {l.id === currentId ? t('setup.overview.onShow') : t('setup.overview.open')}
              <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Figures label={t('setup.overview.thisWeek')} week={l.thisWeek} strong />
            <Figures label={t('setup.overview.lastWeek')} week={l.lastWeek} />
          </div>
        </Card>
      ))}
      {overview.locations.length > 1 ? (
        <Card className="grid gap-4 bg-muted/40 p-4 sm:grid-cols-2 sm:p-5" data-testid="locations-total">
          <h3 className="font-semibold sm:col-span-2">
            {t('setup.overview.all', { count: overview.locations.length })}
          </h3>
          <Figures label={t('setup.overview.thisWeek')} week={overview.total.thisWeek} strong />
          <Figures label={t('setup.overview.lastWeek')} week={overview.total.lastWeek} />
        </Card>
      ) : null}
    </div>
  );
}
