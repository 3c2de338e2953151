import { type FormEvent, useEffect, useState } from 'react';
import { confirmedInBrowser, type GoogleLinks } from '#shared/lib/review-link.ts';
import { toast } from '#web/lib/toast-store.ts';
import { useI18n, withLang } from './i18n/i18n-context';
import { CustomerLayout, OtherGoogleLink } from './layout';
import type { FeedbackPageData } from './page-data';
import { postJson } from './post-json';
import { ThankYou } from './thank-you';

const MAX = 2000;
const WELCOME_MS = 6000;
// The shape the server checks too; the browser only pre-checks, the server still decides.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const field =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

export function FeedbackPage({
  business,
  rating,
  scanId,
  error,
  values,
  welcome,
  reviewLink,
  alternateUrl,
}: Omit<FeedbackPageData, 'page'>) {
  // The server chose the Google link from the user agent; the script confirms it after hydration.
  const [google, setGoogle] = useState<GoogleLinks>({
    url: business.googleReviewUrl,
    kind: reviewLink,
    alternateUrl,
  });
  useEffect(() => setGoogle((links) => confirmedInBrowser(links, navigator.userAgent)), []);
  const [text, setText] = useState(values?.feedback ?? '');
  const [name, setName] = useState(values?.customerName ?? '');
  const [email, setEmail] = useState(values?.customerEmail ?? '');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState(error);
  const { t, locale, pinned } = useI18n();
  // Before hydration the button stays enabled, so the form also works without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Straight from a 1–3 star rating: "Help us improve", in the page's own HTML so it shows without
  // JavaScript too. Read once: the flag leaves the address, so a reload does not repeat it.
  const [greeting, setGreeting] = useState(Boolean(welcome));
  useEffect(() => {
    if (!welcome) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('welcome');
    window.history.replaceState(window.history.state, '', url);
    const hide = setTimeout(() => setGreeting(false), WELCOME_MS);
    return () => clearTimeout(hide);
  }, [welcome]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!text.trim()) {
      toast({ title: t('toastEmptyTitle'), description: t('toastEmptyBody') });
      return;
    }
    if (email.trim() && !EMAIL.test(email.trim())) {
      setProblem(t('emailInvalid'));
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      const r = await postJson<{ message?: string; code?: string }>(
        `/api/businesses/${encodeURIComponent(business.id)}/feedback`,
        {
          feedback: text,
          rating,
          ...(scanId ? { scanId } : {}),
          ...(name.trim() ? { customerName: name } : {}),
          ...(email.trim() ? { customerEmail: email } : {}),
        },
      );
      // 409: this visit's feedback already arrived (e.g. a double tap); the customer is done either way.
      if (r.ok || r.status === 409) {
        setSent(true);
        toast({ title: t('toastSentTitle'), description: t('toastSentBody') });
      } else if (r.status >= 500) {
        // Our fault, not the customer's: say so; the text stays in the form.
        setProblem(t('serverFault'));
      } else {
        // The server's JSON messages are English; the customer reads their own language.
        setProblem(
          t(r.data && 'code' in r.data && r.data.code === 'SCAN_NOT_FOUND' ? 'visitNotFound' : 'checkForm'),
        );
      }
    } catch {
      toast({
        title: t('toastSendErrorTitle'),
        description: t('toastSendErrorBody'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  if (sent) return <ThankYou businessName={business.name} />;

  return (
    <CustomerLayout>
      {greeting ? (
        <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
          <div
            role="status"
            className="w-full max-w-sm rounded-xl bg-slate-900 px-4 py-3 text-white shadow-lg dark:bg-white dark:text-slate-900"
          >
            <p className="font-semibold">{t('toastImproveTitle')}</p>
            <p className="mt-0.5 text-sm opacity-90">{t('toastImproveBody')}</p>
          </div>
        </div>
      ) : null}
      <p className="text-sm font-semibold tracking-wide text-brand uppercase rtl:tracking-normal dark:text-blue-400">
        <bdi>{business.name}</bdi>
      </p>
      <h1 className="mt-2 text-2xl font-bold hyphens-auto">{t('feedbackHeading')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('feedbackIntro')}</p>
      <form
        method="post"
        action={withLang(`/feedback/${encodeURIComponent(business.id)}`, locale, pinned)}
        onSubmit={submit}
        className="mt-5 space-y-4"
        noValidate
      >
        <input type="hidden" name="rating" value={rating} />
        {scanId ? <input type="hidden" name="scanId" value={scanId} /> : null}
        <div>
          <label htmlFor="feedback" className="text-sm font-semibold">
            {t('feedbackLabel')}
          </label>
          <textarea
            id="feedback"
            name="feedback"
            rows={5}
            maxLength={MAX}
            required
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('feedbackPlaceholder')}
            dir="auto"
            className={field}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="customerName" className="text-sm font-semibold">
              {t('nameLabel')}{' '}
              <span className="font-normal text-slate-500 dark:text-slate-400">{t('optional')}</span>
            </label>
            <input
              id="customerName"
              name="customerName"
              type="text"
              autoComplete="name"
              dir="auto"
              maxLength={100}
              value={name}
              onChange={(e) => setName(e.target.value)}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="customerEmail" className="text-sm font-semibold">
              {t('emailLabel')}{' '}
              <span className="font-normal text-slate-500 dark:text-slate-400">{t('optional')}</span>
            </label>
            <input
              id="customerEmail"
              name="customerEmail"
              type="email"
              autoComplete="email"
              dir="ltr"
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-describedby="customerEmail-use"
              className={field}
            />
            <p id="customerEmail-use" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t('emailUse')}
            </p>
          </div>
        </div>
        {problem ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {problem}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={sending || (hydrated && text === '')}
          className="w-full rounded-xl bg-brand px-4 py-3 font-semibold text-white transition-opacity disabled:opacity-50"
        >
          {sending ? t('sending') : t('send')}
        </button>
        <p className="text-center text-xs text-slate-600 dark:text-slate-400">
          {t('privacyNotice')}{' '}
          <a href="/privacy" className="underline">
            {t('privacyLink')}
          </a>
        </p>
      </form>
      <p className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {t('publicPrompt')}{' '}
        <a
          href={google.url}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand dark:text-blue-400 underline"
        >
          {t('googleLink')}
        </a>
        {google.kind === 'maps' ? <span className="mt-1 block text-xs">{t('mapsHint')}</span> : null}
        <OtherGoogleLink chosen={google.kind} href={google.alternateUrl} />
      </p>
    </CustomerLayout>
  );
}
