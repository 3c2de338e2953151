import { Button } from '@react-email/button';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, EmailLayout } from './layout';
import { mailTranslator } from './messages';
import { MailHeading, MailText, RatedItem } from './parts';

export type ReviewAlertProps = {
  businessName: string;
  reviews: { stars: number; reviewer: string; comment: string | null }[];
  sectionUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  /** 'daily': yesterday's 4–5 star reviews, once a day; otherwise a low review, at once. */
  digest?: 'daily';
  /** The reader's language. */
  locale: Locale;
};

export function reviewAlertSubject(
  p: Pick<ReviewAlertProps, 'businessName' | 'reviews' | 'digest' | 'locale'>,
) {
  const { t } = mailTranslator(p.locale);
  const [first] = p.reviews;
  const business = p.businessName;
  const count = p.reviews.length;
  if (p.digest === 'daily') {
    return count === 1 && first
      ? t('email.review.digestSubject.one', { stars: first.stars, business })
      : t('email.review.digestSubject.many', { count, business });
  }
  if (count === 1 && first) return t('email.review.subject.one', { stars: first.stars, business });
  return t('email.review.subject.many', { count, business });
}

/**
 * A new 1–3 star Google review, at once: a public reply soon is what readers notice. The
 * 4–5 star ones come together the next morning (`digest: 'daily'`).
 */
export function ReviewAlertEmail(p: ReviewAlertProps) {
  const i18n = mailTranslator(p.locale);
  const { t } = i18n;
  const count = p.reviews.length;
  return (
    <EmailLayout
      preview={reviewAlertSubject(p)}
      unsubscribeUrl={p.unsubscribeUrl}
      settingsUrl={p.settingsUrl}
      reason={t('email.review.reason', { business: p.businessName })}
      i18n={i18n}
    >
      <MailHeading>
        {t(p.digest === 'daily' ? 'email.review.digestHeading' : 'email.review.heading', { count })}
      </MailHeading>
      <MailText size="lead">
        {t(p.digest === 'daily' ? 'email.review.digestIntro' : 'email.review.intro')}
      </MailText>
      {p.reviews.map((r, i) => (
        <RatedItem
          // biome-ignore lint/suspicious/noArrayIndexKey: a rendered e-mail never re-orders.
          key={i}
          rating={r.stars}
          meta={`${t('email.alert.ratingOf', { rating: r.stars })} · ${r.reviewer}`}
          text={r.comment ?? t('email.review.noText')}
        />
      ))}
      <Button href={p.sectionUrl} style={buttonStyle('16px')}>
        {t('email.review.button')}
      </Button>
    </EmailLayout>
  );
}
