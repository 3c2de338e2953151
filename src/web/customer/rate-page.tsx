import { useEffect, useRef, useState } from 'react';
import { confirmedInBrowser, type GoogleLinks } from '#shared/lib/review-link.ts';
import type { RateResponse } from '#shared/schemas/visits.ts';
import { toast } from '#web/lib/toast-store.ts';
import { useI18n, withLang } from './i18n/i18n-context';
import { CustomerLayout, OtherGoogleLink, StarIcon } from './layout';
import type { RatePageData } from './page-data';
import { postJson } from './post-json';

// The specification's pause between choosing a star and moving on, so the choice can be undone.
const DELAY_MS = 1000;
const STARS = [1, 2, 3, 4, 5] as const;

function openGoogle(url: string) {
  // Browsers that block a tab opened after a timer (mobile Safari) return null: go there in this tab.
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

/** The server chose the link from the user agent; the script confirms it with the browser's own. */
const confirmedLinks = (answer: RateResponse): GoogleLinks =>
  confirmedInBrowser(
    {
      url: answer.redirectUrl,
      kind: answer.reviewLink ?? 'review_form',
      alternateUrl: answer.alternateUrl ?? '',
    },
    navigator.userAgent,
  );

export function RatePage({ business, error, staff, channel }: Omit<RatePageData, 'page'>) {
  const [rating, setRating] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [google, setGoogle] = useState<GoogleLinks | null>(null);
  const scan = useRef<Promise<string | undefined>>(Promise.resolve(undefined));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { t, plural, locale, pinned } = useI18n();
  const base = `/api/businesses/${encodeURIComponent(business.id)}`;

  useEffect(() => {
    // One page view, one scan, recorded by a POST after load: link previews never run this.
    const body = staff || channel ? { staff, channel } : undefined;
    scan.current = postJson<{ scanId: string }>(`${base}/scan`, body)
      .then((r) => (r.ok ? r.data?.scanId : undefined))
      .catch(() => undefined);
    return () => clearTimeout(timer.current);
  }, [base, staff, channel]);

  async function send(stars: number) {
    setSending(true);
    try {
      const scanId = await scan.current;
      const r = await postJson<RateResponse & { message?: string }>(`${base}/ratings`, {
        rating: stars,
        scanId,
        staff,
        channel,
      });
      if (!r.ok || !r.data?.redirectUrl) throw new Error(r.data?.message ?? `HTTP ${r.status}`);
      // A second rating from this page is a new visit.
      scan.current = Promise.resolve(undefined);
      if (r.data.outcome === 'google') {
        toast({ title: t('toastGoogleTitle'), description: t('toastGoogleBody') });
        const links = confirmedLinks(r.data);
        setGoogle(links);
        openGoogle(links.url);
      } else {
        // "Help us improve" shows on the feedback page itself (its address carries welcome=1).
        window.location.assign(withLang(r.data.redirectUrl, locale, pinned));
      }
    } catch {
      toast({
        title: t('toastErrorTitle'),
        description: t('toastErrorBody'),
        variant: 'destructive',
      });
      setRating(null);
    } finally {
      setSending(false);
    }
  }

  function choose(stars: number) {
    clearTimeout(timer.current);
    setGoogle(null);
    setRating(stars);
    timer.current = setTimeout(() => void send(stars), DELAY_MS);
  }

  function startOver() {
    clearTimeout(timer.current);
    setRating(null);
    setGoogle(null);
  }

  const shown = hover ?? rating ?? 0;
  return (
    <CustomerLayout>
      <h1 className="text-sm font-semibold tracking-wide text-brand uppercase rtl:tracking-normal dark:text-blue-400">
        {t('rateHeading')}
      </h1>
      {/* <bdi>: a Latin name or address keeps its own order inside an Arabic page ("415 Crown St"). */}
      <h2 className="mt-2 text-2xl font-bold leading-tight break-words">
        <bdi>{business.name}</bdi>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <bdi>{business.address}</bdi>
      </p>

      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      ) : null}
      {/* Without JavaScript each star posts this form and the server redirects. */}
      <form
        method="post"
        action={withLang(`/rate/${encodeURIComponent(business.id)}`, locale, pinned)}
        className="mt-6"
      >
        {staff ? <input type="hidden" name="staff" value={staff} /> : null}
        {channel ? <input type="hidden" name="channel" value={channel} /> : null}
        <fieldset disabled={sending}>
          <legend className="sr-only">{t('rateLegend')}</legend>
          <div className="flex justify-between gap-1">
            {STARS.map((n) => (
              <button
                key={n}
                type="submit"
                name="rating"
                value={n}
                aria-label={plural('starLabel', n)}
                aria-pressed={rating === n}
                onMouseEnter={() => setHover(n)}
                onMouseLeave={() => setHover(null)}
                onClick={(e) => {
                  e.preventDefault();
                  choose(n);
                }}
                className="flex size-14 items-center justify-center rounded-xl transition-transform outline-none hover:scale-110 focus-visible:ring-4 focus-visible:ring-brand/40 active:scale-95 sm:size-16"
              >
                <StarIcon filled={n <= shown} className="size-11 sm:size-12" />
              </button>
            ))}
          </div>
        </fieldset>
      </form>

      <div className="mt-4 min-h-16 text-center" aria-live="polite">
        {rating === null ? (
          <p className="text-slate-600 dark:text-slate-400">{t('rateHint')}</p>
        ) : (
          <>
            <p className="font-semibold">{plural('youRated', rating)}</p>
            {google ? (
              <>
                {google.kind === 'maps' ? <p className="mt-1 text-sm">{t('mapsHint')}</p> : null}
                <a
                  href={google.url}
                  target="_blank"
                  rel="noopener"
                  className="mt-1 block text-sm text-brand dark:text-blue-400 underline"
                >
                  {t('googleRetry')}
                </a>
                {google.alternateUrl ? (
                  <OtherGoogleLink chosen={google.kind} href={google.alternateUrl} />
                ) : null}
              </>
            ) : null}
            <button
              type="button"
              onClick={startOver}
              className="mt-2 rounded-lg px-3 py-2 text-sm font-medium text-brand dark:text-blue-400 underline-offset-4 hover:underline"
            >
              {t('startOver')}
            </button>
          </>
        )}
      </div>
    </CustomerLayout>
  );
}
