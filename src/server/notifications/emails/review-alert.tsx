import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { buttonStyle, colors, EmailLayout, stars } from './layout';

export type ReviewAlertProps = {
  businessName: string;
  reviews: { stars: number; reviewer: string; comment: string | null }[];
  sectionUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  /** 'daily': yesterday's 4–5 star reviews, once a day; otherwise a low review, at once. */
  digest?: 'daily';
};

export function reviewAlertSubject(p: Pick<ReviewAlertProps, 'businessName' | 'reviews' | 'digest'>) {
  const [first] = p.reviews;
  if (p.digest === 'daily') {
    return p.reviews.length === 1 && first
      ? `A new ${first.stars}-star Google review for ${p.businessName} yesterday`
      : `${p.reviews.length} new good Google reviews for ${p.businessName} yesterday`;
  }
  if (p.reviews.length === 1 && first) return `New ${first.stars}-star Google review for ${p.businessName}`;
  return `${p.reviews.length} new low Google reviews for ${p.businessName}`;
}

/**
 * Issue 28: a new 1–3 star Google review, at once: a public reply soon is what readers notice. The
 * 4–5 star ones come together the next morning (`digest: 'daily'`).
 */
export function ReviewAlertEmail(p: ReviewAlertProps) {
  return (
    <EmailLayout
      preview={reviewAlertSubject(p)}
      unsubscribeUrl={p.unsubscribeUrl}
      settingsUrl={p.settingsUrl}
      reason={`You get this because alerts are on for ${p.businessName}.`}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '8px 0', color: colors.ink }}>
        {p.digest === 'daily'
          ? `Yesterday on Google: ${p.reviews.length} new ${p.reviews.length === 1 ? 'review' : 'reviews'} with 4 or 5 stars`
          : p.reviews.length === 1
            ? 'A new low review on Google'
            : `${p.reviews.length} new low reviews on Google`}
      </Heading>
      <Text style={{ fontSize: '16px', lineHeight: '24px', color: colors.ink, margin: '0 0 8px' }}>
        {p.digest === 'daily'
          ? 'A short thank-you shows future customers that you read every review.'
          : 'Everyone who reads your reviews sees how you answer. A calm, quick reply helps.'}
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
            >{`  ${r.stars} of 5 · ${r.reviewer}`}</span>
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
            {r.comment ?? 'A rating without text.'}
          </Text>
        </Section>
      ))}
      <Button href={p.sectionUrl} style={buttonStyle('16px')}>
        Reply on ReviewTap
      </Button>
    </EmailLayout>
  );
}
