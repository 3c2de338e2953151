import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { buttonStyle, colors, EmailLayout, stars } from './layout';

type AlertItem = {
  rating: number;
  text: string;
  customerName: string | null;
  customerEmail: string | null;
  createdAt: Date;
};

export type FeedbackAlertProps = {
  businessName: string;
  items: AlertItem[];
  /** A follow-up gathers what arrived in the 10 minutes after the previous alert. */
  followUp: boolean;
  inboxUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  timeZone: string;
};

export function feedbackAlertSubject(p: Pick<FeedbackAlertProps, 'businessName' | 'items'>) {
  const [first] = p.items;
  if (p.items.length === 1 && first) return `New ${first.rating}-star feedback for ${p.businessName}`;
  return `${p.items.length} new feedback messages for ${p.businessName}`;
}

function when(date: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

export function FeedbackAlertEmail(p: FeedbackAlertProps) {
  const count = p.items.length;
  const intro = p.followUp
    ? `${count === 1 ? 'One more customer' : `${count} more customers`} left private feedback since the last alert.`
    : count === 1
      ? 'A customer left private feedback instead of a public review. A quick reply can still win them back.'
      : `${count} customers left private feedback instead of a public review.`;
  return (
    <EmailLayout
      preview={`${p.items[0]?.rating ?? ''}★ ${p.items[0]?.text.slice(0, 90) ?? ''}`}
      unsubscribeUrl={p.unsubscribeUrl}
      settingsUrl={p.settingsUrl}
      reason={`You get this because feedback alerts are on for ${p.businessName}.`}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '8px 0', color: colors.ink }}>
        {count === 1 ? 'New private feedback' : `${count} new private feedback messages`}
      </Heading>
      <Text style={{ fontSize: '16px', lineHeight: '24px', color: colors.ink, margin: '0 0 8px' }}>
        {intro}
      </Text>
      {p.items.map((item, i) => (
        <Section
          // biome-ignore lint/suspicious/noArrayIndexKey: a rendered e-mail never re-orders.
          key={i}
          style={{
            border: `1px solid ${colors.line}`,
            borderRadius: '10px',
            padding: '12px 14px',
            margin: '12px 0',
            backgroundColor: '#fafafa',
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
            <span aria-hidden="true">{stars(item.rating)}</span>
            <span style={{ fontSize: '14px', color: colors.muted, letterSpacing: 0 }}>
              {`  ${item.rating} of 5 · ${when(item.createdAt, p.timeZone)}`}
            </span>
          </Text>
          <Text
            style={{
              margin: '8px 0',
              fontSize: '16px',
              lineHeight: '24px',
              color: colors.ink,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {item.text}
          </Text>
          {item.customerName || item.customerEmail ? (
            <Text style={{ margin: 0, fontSize: '14px', lineHeight: '20px', color: colors.muted }}>
              {`From ${item.customerName ?? 'a customer'}`}
              {item.customerEmail ? (
                <>
                  {' · '}
                  <Link href={`mailto:${item.customerEmail}`} style={{ color: colors.brand }}>
                    {item.customerEmail}
                  </Link>
                </>
              ) : null}
            </Text>
          ) : (
            <Text style={{ margin: 0, fontSize: '14px', lineHeight: '20px', color: colors.muted }}>
              The customer left no name or e-mail.
            </Text>
          )}
        </Section>
      ))}
      <Button href={p.inboxUrl} style={buttonStyle('8px')}>
        Open the feedback inbox
      </Button>
    </EmailLayout>
  );
}
