import { ChevronRight } from 'lucide-react';
import type { PlaceResult } from '#shared/schemas/places.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';
import { PlaceSummary } from './place-summary';

await loadMessages('setup');

/**
 * One search result; the whole card is the button that picks it. A place already registered here
 * says so and looks it: picking it leads to its own answer (yours, a claim, or the team), not to a
 * new business.
 */
export function PlaceResultCard({
  place,
  onSelect,
}: {
  place: PlaceResult;
  onSelect: (place: PlaceResult) => void;
}) {
  const { t } = useI18n();
  const taken = place.registered !== undefined;
  return (
    <button
      type="button"
      onClick={() => onSelect(place)}
      className={cn(
        'group flex w-full items-center gap-3 rounded-xl border p-4 text-start text-card-foreground shadow-sm transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
        taken
          ? 'border-dashed bg-muted/60 hover:border-muted-foreground'
          : 'bg-card hover:border-primary hover:shadow-md',
      )}
    >
      <span className="flex min-w-0 flex-1 flex-col gap-2">
        {taken ? (
          <Badge variant="outline" className="self-start">
            {place.registered === 'yours' ? t('setup.search.yours') : t('setup.search.registered')}
          </Badge>
        ) : null}
        <PlaceSummary place={place} />
      </span>
      <ChevronRight
        aria-hidden
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
      />
    </button>
  );
}
