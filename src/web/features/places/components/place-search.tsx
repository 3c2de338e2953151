import { Loader2, Search, X } from 'lucide-react';
import { useId } from 'react';
import type { PlaceResult } from '#shared/schemas/places.ts';
import { Label } from '#web/components/ui/input.tsx';
import { MIN_QUERY_LENGTH, useSearchPlaces } from '#web/features/places/api/search-places.ts';
import { useDebouncedValue } from '#web/features/places/hooks/use-debounced-value.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { PlaceResultCard } from './place-result-card';
import { NoResults, ResultsSkeleton, SearchFailed, SearchIntro } from './search-states';

await loadMessages('setup');

/** The specification's pause in typing before a search runs. */
const SEARCH_DEBOUNCE_MS = 400;

export type PlacesSource = 'google' | 'demo';

/**
 * The search step: a labelled box, then results, no match, failure or a hint, one at a time.
 * The query lives with the caller so coming back from the confirm step shows the same results.
 */
export function PlaceSearch({
  query,
  onQueryChange,
  onSelect,
  source,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onSelect: (place: PlaceResult) => void;
  source: PlacesSource | undefined;
}) {
  const { t } = useI18n();
  const inputId = useId();
  const hintId = useId();
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchPlaces(debounced);
  const ready = debounced.length >= MIN_QUERY_LENGTH;
  // Typing but not yet searched, or searching: the spinner in the box says work is under way.
  const busy = query.trim().length >= MIN_QUERY_LENGTH && (query.trim() !== debounced || search.isFetching);
  // One short, polite announcement per outcome; reading whole result cards aloud would drown the user.
  const failure = messageOf(search.error, t('setup.search.unavailable'));
  const summary = !ready
    ? ''
    : search.isError
      ? t('setup.search.failedSummary', { message: failure })
      : search.isPlaceholderData || !search.data
        ? t('setup.search.searching')
        : search.data.length === 0
          ? t('setup.search.noneFor', { query: debounced })
          : t('setup.search.foundSummary', { count: search.data.length });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{t('setup.search.label')}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            placeholder={t('setup.search.placeholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={200}
            aria-describedby={hintId}
            className="flex h-12 w-full rounded-lg border border-input bg-background pe-11 ps-10 text-base shadow-sm placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          <span className="absolute top-1/2 end-2 flex -translate-y-1/2 items-center">
            {busy ? (
              <Loader2 aria-hidden className="me-1.5 size-5 animate-spin text-primary" />
            ) : query ? (
              <button
                type="button"
                onClick={() => onQueryChange('')}
                aria-label={t('setup.search.clear')}
                className="rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X aria-hidden className="size-4" />
              </button>
            ) : null}
          </span>
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('setup.search.hint')}
        </p>
      </div>

      <p aria-live="polite" className="sr-only">
        {summary}
      </p>
      <div aria-busy={busy} className="flex flex-col gap-3">
        {!ready ? (
          <SearchIntro tooShort={query.trim().length > 0} />
        ) : search.isError ? (
          <SearchFailed message={failure} onRetry={() => void search.refetch()} />
        ) : !search.data ? (
          <ResultsSkeleton />
        ) : search.data.length === 0 ? (
          search.isPlaceholderData ? (
            <ResultsSkeleton />
          ) : (
            <NoResults query={debounced} />
          )
        ) : (
          <SearchResults
            places={search.data}
            source={source}
            stale={search.isPlaceholderData}
            onSelect={onSelect}
          />
        )}
      </div>
    </div>
  );
}

function SearchResults({
  places,
  source,
  stale,
  onSelect,
}: {
  places: PlaceResult[];
  source: PlacesSource | undefined;
  stale: boolean;
  onSelect: (place: PlaceResult) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <p className="text-sm text-muted-foreground">{t('setup.search.found', { count: places.length })}</p>
      <ul className={stale ? 'flex flex-col gap-3 opacity-60 transition-opacity' : 'flex flex-col gap-3'}>
        {places.map((place) => (
          <li key={place.placeId}>
            <PlaceResultCard place={place} onSelect={onSelect} />
          </li>
        ))}
      </ul>
      <Attribution source={source} />
    </>
  );
}

function Attribution({ source }: { source: PlacesSource | undefined }) {
  const { t } = useI18n();
  if (!source) return null;
  return (
    <p className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 text-end text-xs text-muted-foreground">
      {source === 'google' ? (
        t('setup.search.poweredBy')
      ) : (
        <>
          <span className="rounded border px-1.5 py-0.5 font-medium whitespace-nowrap">
            {t('setup.search.demo')}
          </span>
          <span>{t('setup.search.demoNote')}</span>
        </>
      )}
    </p>
  );
}
