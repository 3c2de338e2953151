// The rating page's behaviour: one scan per page view, a star chosen with a second to undo it, then
// the rating sent and the customer led on (to Google in a new tab, or to the private form).
import { useEffect, useRef, useState } from 'react';
import type { Channel } from '#shared/lib/channels.ts';
import { confirmedInBrowser, type GoogleLinks } from '#shared/lib/review-link.ts';
import type { RateResponse } from '#shared/schemas/visits.ts';
import { toast } from '#web/lib/toast-store.ts';
import { useI18n, withLang } from './i18n/i18n-context';
import { postJson } from './post-json';

// The specification's pause between choosing a star and moving on, so the choice can be undone.
const DELAY_MS = 1000;

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

export function useRating(input: {
  businessId: string;
  staff?: string;
  channel?: Channel;
  invitation?: { token: string; stars: number };
}) {
  const { businessId, staff, channel, invitation } = input;
  const token = invitation?.token;
  // From an invitation: the star tapped in the e-mail, waiting for the customer's confirmation.
  const [rating, setRating] = useState<number | null>(invitation?.stars || null);
  const opened = useRef(false);
  const [sending, setSending] = useState(false);
  const [google, setGoogle] = useState<GoogleLinks | null>(null);
  const scan = useRef<Promise<string | undefined>>(Promise.resolve(undefined));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { t, locale, pinned } = useI18n();
  const base = `/api/businesses/${encodeURIComponent(businessId)}`;

  useEffect(() => {
    // An invitation's page records nothing on load: mail scanners open links and may run scripts.
    // Its visit is recorded with the confirmed rating.
    if (token) return () => clearTimeout(timer.current);
    // One page view, one scan, recorded by a POST after load: link previews never run this.
    const body = staff || channel ? { staff, channel } : undefined;
    scan.current = postJson<{ scanId: string }>(`${base}/scan`, body)
      .then((r) => (r.ok ? r.data?.scanId : undefined))
      .catch(() => undefined);
    return () => clearTimeout(timer.current);
  }, [base, staff, channel, token]);

  async function send(stars: number) {
    setSending(true);
    try {
      const scanId = await scan.current;
      const r = await postJson<RateResponse & { message?: string }>(
        `${base}/ratings`,
        token ? { rating: stars, invitation: token } : { rating: stars, scanId, staff, channel },
      );
      if (!r.ok || !r.data?.redirectUrl) throw new Error(r.data?.message ?? `HTTP ${r.status}`);
      // A second rating from this page is a new visit.
      scan.current = Promise.resolve(undefined);
      if (r.data.outcome === 'google') {
        toast({ title: t('customer.toastGoogleTitle'), description: t('customer.toastGoogleBody') });
        const links = confirmedLinks(r.data);
        setGoogle(links);
        openGoogle(links.url);
      } else {
        // "Help us improve" shows on the feedback page itself (its address carries welcome=1).
        window.location.assign(withLang(r.data.redirectUrl, locale, pinned));
      }
    } catch {
      toast({
        title: t('customer.toastErrorTitle'),
        description: t('customer.toastErrorBody'),
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
    if (token) {
      // A person's tap: the invitation was opened. The rating waits for "Send".
      if (!opened.current)
        void postJson('/api/invitations/opened', { invitation: token }).catch(() => undefined);
      opened.current = true;
      return;
    }
    timer.current = setTimeout(() => void send(stars), DELAY_MS);
  }

  /** An invitation's one tap: the chosen star, sent. */
  function confirm() {
    if (rating === null || sending) return;
    opened.current = true;
    void send(rating);
  }

  function startOver() {
    clearTimeout(timer.current);
    setRating(null);
    setGoogle(null);
  }

  return { rating, sending, google, choose, startOver, confirm };
}
