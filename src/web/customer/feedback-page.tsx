import { fieldClass, OptionalField, PublicReviewLink, WelcomeNotice } from './feedback-parts';
import { useI18n, withLang } from './i18n/i18n-context';
import { CustomerLayout } from './layout';
import type { FeedbackPageData } from './page-data';
import { ThankYou } from './thank-you';
import { useFeedbackForm } from './use-feedback-form';

const MAX = 2000;

export function FeedbackPage(props: Omit<FeedbackPageData, 'page'>) {
  const { business, rating, scanId, welcome, reviewLink, alternateUrl } = props;
  const { t, locale, pinned } = useI18n();
  const form = useFeedbackForm(props);
  const { fields } = form;

  if (form.sent) return <ThankYou />;

  return (
    <CustomerLayout>
      <WelcomeNotice welcome={welcome} />
      <p className="text-sm font-semibold tracking-wide text-brand uppercase rtl:tracking-normal dark:text-blue-400">
        <bdi>{business.name}</bdi>
      </p>
      <h1 className="mt-2 text-2xl font-bold hyphens-auto">{t('customer.feedbackHeading')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('customer.feedbackIntro')}</p>
      <form
        method="post"
        action={withLang(`/feedback/${encodeURIComponent(business.id)}`, locale, pinned)}
        onSubmit={form.submit}
        className="mt-5 space-y-4"
        noValidate
      >
        <input type="hidden" name="rating" value={rating} />
        {scanId ? <input type="hidden" name="scanId" value={scanId} /> : null}
        <div>
          <label htmlFor="feedback" className="text-sm font-semibold">
            {t('customer.feedbackLabel')}
          </label>
          <textarea
            id="feedback"
            name="feedback"
            rows={5}
            maxLength={MAX}
            required
            value={fields.text}
            onChange={(e) => fields.setText(e.target.value)}
            placeholder={t('customer.feedbackPlaceholder')}
            dir="auto"
            className={fieldClass}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <OptionalField id="customerName" label={t('customer.nameLabel')}>
            <input
              id="customerName"
              name="customerName"
              type="text"
              autoComplete="name"
              dir="auto"
              maxLength={100}
              value={fields.name}
              onChange={(e) => fields.setName(e.target.value)}
              className={fieldClass}
            />
          </OptionalField>
          <OptionalField id="customerEmail" label={t('customer.emailLabel')}>
            <input
              id="customerEmail"
              name="customerEmail"
              type="email"
              autoComplete="email"
              dir="ltr"
              maxLength={254}
              value={fields.email}
              onChange={(e) => fields.setEmail(e.target.value)}
              aria-describedby="customerEmail-use"
              className={fieldClass}
            />
            <p id="customerEmail-use" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t('customer.emailUse')}
            </p>
          </OptionalField>
        </div>
        {form.problem ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {form.problem}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={!form.canSend}
          className="w-full rounded-xl bg-brand px-4 py-3 font-semibold text-white transition-opacity disabled:opacity-50"
        >
          {form.sending ? t('customer.sending') : t('customer.send')}
        </button>
        <p className="text-center text-xs text-slate-600 dark:text-slate-400">
          {t('customer.privacyNotice')}{' '}
          <a href="/privacy" className="underline">
            {t('customer.privacyLink')}
          </a>
        </p>
      </form>
      <PublicReviewLink links={{ url: business.googleReviewUrl, kind: reviewLink, alternateUrl }} />
    </CustomerLayout>
  );
}
