import { useId } from 'react';
import type { Locations } from '#web/features/developers/api/keys.ts';
import { type I18n, loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('developers');

/** "All my locations" (now and later), or some of them. */
export function LocationsPicker(props: {
  locations: { id: string; name: string }[];
  value: Locations;
  onChange: (v: Locations) => void;
}) {
  const { t } = useI18n();
  const name = useId();
  const chosen = props.value === 'all' ? [] : props.value;
  const toggle = (id: string, on: boolean) =>
    props.onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('developers.locations.legend')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={name}
          checked={props.value === 'all'}
          onChange={() => props.onChange('all')}
          className="size-4 accent-primary"
        />
        {t('developers.locations.all')}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={name}
          checked={props.value !== 'all'}
          onChange={() => props.onChange(props.locations[0] ? [props.locations[0].id] : [])}
          className="size-4 accent-primary"
        />
        {t('developers.locations.some')}
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

/** How a token or webhook's locations read in a list, in the reader's language. */
export function locationsText(
  value: Locations,
  locations: { id: string; name: string }[],
  { t, intlLocale }: Pick<I18n, 't' | 'intlLocale'>,
) {
  if (value === 'all') return t('developers.locations.allShort');
  const names = value.map(
    (id) => locations.find((l) => l.id === id)?.name ?? t('developers.locations.deleted'),
  );
  // "A, B, C" in English; each language's own separator (Arabic "،").
  return new Intl.ListFormat(intlLocale, { style: 'short', type: 'unit' }).format(names);
}
