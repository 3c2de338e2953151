import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, colors, EmailLayout, stars } from './layout';
import { mailTranslator } from './messages';

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
  /** The reader's language. */
  locale: Locale;
};

export function feedbackAlertSubject(p: Pick<FeedbackAlertProps, 'businessName' | 'items' | 'locale'>) {
  const { t } = mailTranslator(p.locale);
  const [first] = p.items;
  if (p.items.length === 1 && first)
    return t('alert.subject.one', { rating: first.rating, business: p.businessName });
  return t('alert.subject.many', { count: p.items.length, business: p.businessName });
}

function when(date: Date, timeZone: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

export function FeedbackAlertEmail(p: FeedbackAlertProps) {
  const i18n = mailTranslator(p.locale);
  const { t } = i18n;
  const count = p.items.length;
  const intro = t(p.followUp ? 'alert.intro.followUp' : 'alert.intro', { count });
  return (
    <EmailLayout
      preview={`${p.items[0]?.rating ?? ''}★ ${p.items[0]?.text.slice(0, 90) ?? ''}`}
      unsubscribeUrl={p.unsubscribeUrl}
      settingsUrl={p.settingsUrl}
      reason={t('alert.reason', { business: p.businessName })}
      i18n={i18n}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '8px 0', color: colors.ink }}>
        {t('alert.heading', { count })}
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
              {`  ${t('alert.ratingOf', { rating: item.rating })} · ${when(item.createdAt, p.timeZone, p.locale)}`}
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
              {t('alert.from', { name: item.customerName ?? t('alert.aCustomer') })}
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
              {t('alert.noContact')}
            </Text>
          )}
        </Section>
      ))}
      <Button href={p.inboxUrl} style={buttonStyle('8px')}>
        {t('alert.button')}
      </Button>
    </EmailLayout>
  );
}
