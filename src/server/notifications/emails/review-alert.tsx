import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, colors, EmailLayout, stars } from './layout';
import { mailTranslator } from './messages';

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
      ? t('review.digestSubject.one', { stars: first.stars, business })
      : t('review.digestSubject.many', { count, business });
  }
  if (count === 1 && first) return t('review.subject.one', { stars: first.stars, business });
  return t('review.subject.many', { count, business });
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
      reason={t('review.reason', { business: p.businessName })}
      i18n={i18n}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '8px 0', color: colors.ink }}>
        {t(p.digest === 'daily' ? 'review.digestHeading' : 'review.heading', { count })}
      </Heading>
      <Text style={{ fontSize: '16px', lineHeight: '24px', color: colors.ink, margin: '0 0 8px' }}>
        {t(p.digest === 'daily' ? 'review.digestIntro' : 'review.intro')}
      </Text>
      {p.reviews.map((r, i) => (
        <Section
          // biome-ignore lint/suspicious/noArrayIndexKey: a rendered e-mail never re-orders.
          key={i}
          style={{
            border: `1px solid ${colors.line}`,
            borderRadius: '10px',
            padding: '12px 14px',
            margin: '12px 0',
          }}
        >
          <Text
            style={{
              margin: 0,
              fontSize: '20px',
              lineHeight: '24px',
              color: '#d97706',
              letterSpacing: '2px',
            }}
          >
            <span aria-hidden="true">{stars(r.stars)}</span>
            <span
              style={{ fontSize: '14px', color: colors.muted, letterSpacing: 0 }}
            >{`  ${t('alert.ratingOf', { rating: r.stars })} · ${r.reviewer}`}</span>
          </Text>
          <Text
            style={{
              margin: '8px 0 0',
              fontSize: '16px',
              lineHeight: '24px',
              color: colors.ink,
              whiteSpace: 'pre-wrap',
            }}
          >
            {r.comment ?? t('review.noText')}
          </Text>
        </Section>
      ))}
      <Button href={p.sectionUrl} style={buttonStyle('16px')}>
        {t('review.button')}
      </Button>
    </EmailLayout>
  );
}
