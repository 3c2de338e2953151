import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '../lib/toast-store';
import { CustomerLayout } from './layout';
import type { FeedbackPageData } from './page-data';
import { postJson } from './post-json';
import { ThankYou } from './thank-you';

const MAX = 2000;
const field =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

export function FeedbackPage({ business, rating, scanId, error, values }: Omit<FeedbackPageData, 'page'>) {
  const [text, setText] = useState(values?.feedback ?? '');
  const [name, setName] = useState(values?.customerName ?? '');
  const [email, setEmail] = useState(values?.customerEmail ?? '');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState(error);
  // Before hydration the button stays enabled, so the form also works without JavaScript.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!text.trim()) {
      toast({
        title: 'Please provide feedback',
        description: 'Help us understand how we can improve your experience.',
      });
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      const r = await postJson<{ message?: string }>(
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
        toast({
          title: 'Thank you for your feedback!',
          description: 'We appreciate you helping us improve our service.',
        });
      } else {
        setProblem(r.data?.message ?? 'Please check the form and try again.');
      }
    } catch {
      toast({
        title: 'Error submitting feedback',
        description: 'Please try again or contact us directly.',
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  if (sent) return <ThankYou businessName={business.name} />;

  return (
    <CustomerLayout>
      <p className="text-sm font-semibold tracking-wide text-brand dark:text-blue-400 uppercase">
        {business.name}
      </p>
      <h1 className="mt-2 text-2xl font-bold">Help Us Improve</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        We're sorry we missed the mark. Tell us what happened — this goes privately to the team.
      </p>
      <form
        method="post"
        action={`/feedback/${encodeURIComponent(business.id)}`}
        onSubmit={submit}
        className="mt-5 space-y-4"
        noValidate
      >
        <input type="hidden" name="rating" value={rating} />
        {scanId ? <input type="hidden" name="scanId" value={scanId} /> : null}
        <div>
          <label htmlFor="feedback" className="text-sm font-semibold">
            Your feedback
          </label>
          <textarea
            id="feedback"
            name="feedback"
            rows={5}
            maxLength={MAX}
            required
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="What could we have done better?"
            className={field}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="customerName" className="text-sm font-semibold">
              Name <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
            </label>
            <input
              id="customerName"
              name="customerName"
              autoComplete="name"
              maxLength={100}
              value={name}
              onChange={(e) => setName(e.target.value)}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="customerEmail" className="text-sm font-semibold">
              E-mail <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
            </label>
            <input
              id="customerEmail"
              name="customerEmail"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={field}
            />
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
          {sending ? 'Sending...' : 'Send Feedback'}
        </button>
      </form>
      <p className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        Prefer to post publicly?{' '}
        <a
          href={business.googleReviewUrl}
          target="_blank"
          rel="noopener"
          className="font-medium text-brand dark:text-blue-400 underline"
        >
          Leave a Google review
        </a>
      </p>
    </CustomerLayout>
  );
}
