import { useId } from 'react';
import type { Locations } from '#web/features/developers/api/developers.ts';

/** "All my locations" (now and later), or some of them. */
export function LocationsPicker(props: {
  locations: { id: string; name: string }[];
  value: Locations;
  onChange: (v: Locations) => void;
}) {
  const name = useId();
  const chosen = props.value === 'all' ? [] : props.value;
  const toggle = (id: string, on: boolean) =>
    props.onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Locations</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={name}
          checked={props.value === 'all'}
          onChange={() => props.onChange('all')}
          className="size-4 accent-primary"
        />
        All my locations, including ones I add later
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={name}
          checked={props.value !== 'all'}
          onChange={() => props.onChange(props.locations[0] ? [props.locations[0].id] : [])}
          className="size-4 accent-primary"
        />
        Only these:
      </label>
      {props.value !== 'all' ? (
        <div className="ms-6 flex flex-col gap-2">
          {props.locations.map((l) => (
            <label key={l.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(l.id)}
                onChange={(e) => toggle(l.id, e.target.checked)}
                className="size-4 accent-primary"
              />
              <span className="min-w-0 truncate">{l.name}</span>
            </label>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

/** How a token or webhook's locations read in a list. */
export function locationsText(value: Locations, locations: { id: string; name: string }[]) {
  if (value === 'all') return 'All locations';
  const names = value.map((id) => locations.find((l) => l.id === id)?.name ?? 'A deleted location');
  return names.join(', ');
}
