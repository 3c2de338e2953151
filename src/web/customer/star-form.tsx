import { useState } from 'react';
import type { Channel } from '#shared/lib/channels.ts';
import { useI18n, withLang } from './i18n/i18n-context';
import { StarIcon } from './layout';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five star buttons in a form. Without JavaScript each star posts the form and the server redirects;
 * with it, a click chooses the star instead.
 */
export function StarForm(props: {
  businessId: string;
  staff?: string;
  channel?: Channel;
  /** An invitation's token: without JavaScript, a star posts the rating through it. */
  invitation?: string;
  rating: number | null;
  sending: boolean;
  onChoose: (stars: number) => void;
}) {
  const { t, plural, locale, pinned } = useI18n();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? props.rating ?? 0;
  return (
    <form
      method="post"
      action={withLang(`/rate/${encodeURIComponent(props.businessId)}`, locale, pinned)}
      className="mt-6"
    >
      {props.staff ? <input type="hidden" name="staff" value={props.staff} /> : null}
      {props.channel ? <input type="hidden" name="channel" value={props.channel} /> : null}
      {props.invitation ? <input type="hidden" name="invitation" value={props.invitation} /> : null}
      <fieldset disabled={props.sending}>
        <legend className="sr-only">{t('customer.rateLegend')}</legend>
        <div className="flex justify-between gap-1">
          {STARS.map((n) => (
            <button
              key={n}
              type="submit"
              name="rating"
              value={n}
              aria-label={plural('customer.starLabel', n)}
              aria-pressed={props.rating === n}
              onMouseEnter={() => setHover(n)}
              onMouseLeave={() => setHover(null)}
              onClick={(e) => {
                e.preventDefault();
                props.onChoose(n);
              }}
              className="flex size-14 items-center justify-center rounded-xl transition-transform outline-none hover:scale-110 focus-visible:ring-4 focus-visible:ring-brand/40 active:scale-95 sm:size-16"
            >
              <StarIcon filled={n <= shown} className="size-11 sm:size-12" />
            </button>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
