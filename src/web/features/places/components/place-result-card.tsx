import { ChevronRight } from 'lucide-react';
import type { PlaceResult } from '#shared/schemas/places.ts';
import { PlaceSummary } from './place-summary';

/** One search result; the whole card is the button that picks it. */
export function PlaceResultCard({
  place,
  onSelect,
}: {
  place: PlaceResult;
  onSelect: (place: PlaceResult) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onSelect(place)}
      className="group flex w-full items-center gap-3 rounded-xl border bg-card p-4 text-start text-card-foreground shadow-sm transition hover:border-primary hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
    >
      <PlaceSummary place={place} />
      <ChevronRight
        aria-hidden
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
      />
    </button>
  );
}
