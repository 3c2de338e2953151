import type { GoogleLinks } from '#shared/lib/review-link.ts';
import { useI18n } from './i18n/i18n-context';
import { OtherGoogleLink } from './layout';

/** Under the stars, read out as it changes: the hint, the chosen rating, Google's links and Start over. */
export function RatingStatus(props: {
  rating: number | null;
  google: GoogleLinks | null;
  onStartOver: () => void;
}) {
  const { t, plural } = useI18n();
  const { rating, google } = props;
  return (
    <div className="mt-4 min-h-16 text-center" aria-live="polite">
      {rating === null ? (
        <p className="text-slate-600 dark:text-slate-400">{t('customer.rateHint')}</p>
      ) : (
        <>
          <p className="font-semibold">{plural('customer.youRated', rating)}</p>
          {google ? (
            <>
              {google.kind === 'maps' ? <p className="mt-1 text-sm">{t('customer.mapsHint')}</p> : null}
              <a
                href={google.url}
                target="_blank"
                rel="noopener"
                className="mt-1 block text-sm text-brand dark:text-blue-400 underline"
              >
                {t('customer.googleRetry')}
              </a>
              {google.alternateUrl ? (
                <OtherGoogleLink chosen={google.kind} href={google.alternateUrl} />
              ) : null}
            </>
          ) : null}
          <button
            type="button"
            onClick={props.onStartOver}
            className="mt-2 rounded-lg px-3 py-2 text-sm font-medium text-brand dark:text-blue-400 underline-offset-4 hover:underline"
          >
            {t('customer.startOver')}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * An invitation's rating waits for one deliberate tap: the star from the e-mail is chosen, and this
 * sends it (another star can be chosen first). Nothing counts before it.
 */
export function ConfirmRating(props: { rating: number | null; sending: boolean; onConfirm: () => void }) {
  const { t, plural } = useI18n();
  return (
    <div className="mt-4 min-h-16 text-center" aria-live="polite">
      {props.rating === null ? (
        <p className="text-slate-600 dark:text-slate-400">{t('customer.rateHint')}</p>
      ) : (
        <>
          <button
            type="button"
            onClick={props.onConfirm}
            disabled={props.sending}
            className="w-full rounded-xl bg-brand px-4 py-3 text-base font-semibold text-white outline-none focus-visible:ring-4 focus-visible:ring-brand/40 disabled:opacity-60"
          >
            {plural('customer.invitationSend', props.rating)}
          </button>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('customer.invitationChange')}</p>
        </>
      )}
    </div>
  );
}
