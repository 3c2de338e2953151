import { Check, ChevronsUpDown, LayoutList, MapPin, Plus } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('setup');

type Location = { id: string; name: string; address: string; placeVerifiedAt?: string | null };

/**
 * The sidebar header of an owner with more than one location: which location is on
 * show, every other one with its address, 'All locations' and 'Add a location'.
 */
export function BusinessSwitcher({
  locations,
  currentId,
  hrefFor,
  allHref,
  addHref,
  onChoose,
}: {
  locations: Location[];
  currentId: string;
  hrefFor: (id: string) => string;
  allHref: string;
  addHref: string;
  onChoose?: () => void;
}) {
  const { t } = useI18n();
  const current = locations.find((l) => l.id === currentId) ?? locations[0];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="flex min-h-9 w-full min-w-0 items-center gap-1 rounded-md text-start text-xs text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={t('setup.switcher.label', { name: current?.name ?? '' })}
        >
          <span className="truncate">{current?.name}</span>
          <ChevronsUpDown aria-hidden className="size-3.5 shrink-0" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-[min(20rem,calc(100vw-2rem))]">
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          {t('setup.switcher.yours')}
        </DropdownMenuLabel>
        {locations.map((l) => (
          <DropdownMenuItem key={l.id} asChild>
            <Link
              to={hrefFor(l.id)}
              onClick={onChoose}
              aria-current={l.id === current?.id ? 'true' : undefined}
            >
              <MapPin aria-hidden className="shrink-0 self-start mt-0.5" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex min-w-0 items-center gap-1.5">
                  <span className="truncate font-medium">{l.name}</span>
                  {l.placeVerifiedAt ? (
                    <span className="shrink-0 rounded-full bg-success/15 px-1.5 text-[0.65rem] font-semibold text-green-800 dark:text-green-300">
                      {t('setup.switcher.verified')}
                    </span>
                  ) : null}
                </span>
                <span className="truncate text-xs text-muted-foreground">{l.address}</span>
              </span>
              {l.id === current?.id ? (
                <Check aria-label={t('setup.overview.onShow')} className="shrink-0" />
              ) : null}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={allHref} onClick={onChoose}>
            <LayoutList aria-hidden />
            {t('setup.switcher.all')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={addHref}>
            <Plus aria-hidden />
            {t('setup.addLocation')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
