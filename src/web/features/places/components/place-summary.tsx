import { MapPin } from 'lucide-react';
import { placeTypeWords, shownPlaceTypes } from '#shared/lib/places.ts';
import type { PlaceResult } from '#shared/schemas/places.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { PlaceRating } from './place-rating';

await loadMessages('places');

/** A place's name, address, rating and types, as phrasing content so it can sit inside a button. */
export function PlaceSummary({ place }: { place: PlaceResult }) {
  const { t, has } = useI18n();
  // Google's common types read in the owner's language; a rare one in Google's English words.
  const types = shownPlaceTypes(place.types).map((type) => {
    const key = `places.type.${type}`;
    return has(key) ? t(key) : placeTypeWords(type);
  });
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-1.5">
      <span className="text-base font-semibold leading-snug break-words">{place.name}</span>
      <span className="flex items-start gap-1.5 text-sm text-muted-foreground">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="break-words">{place.address}</span>
      </span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <PlaceRating rating={place.rating} userRatingsTotal={place.userRatingsTotal} />
        {types.length > 0 ? (
          <span className="flex flex-wrap gap-1.5">
            {types.map((type) => (
              <Badge key={type} variant="secondary" className="font-medium">
                {type}
              </Badge>
            ))}
          </span>
        ) : null}
      </span>
    </span>
  );
}
