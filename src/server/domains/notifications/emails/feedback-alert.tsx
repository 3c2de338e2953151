import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, colors, EmailLayout } from './layout';
import { mailTranslator } from './messages';
import { MailHeading, MailText, RatedItem } from './parts';

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
    return t('email.alert.subject.one', { rating: first.rating, business: p.businessName });
  return t('email.alert.subject.many', { count: p.items.length, business: p.businessName });
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
  const intro = t(p.followUp ? 'email.alert.intro.followUp' : 'email.alert.intro', { count });
  return (
    <EmailLayout
      preview={`${p.items[0]?.rating ?? ''}★ ${p.items[0]?.text.slice(0, 90) ?? ''}`}
      unsubscribeUrl={p.unsubscribeUrl}
      settingsUrl={p.settingsUrl}
      reason={t('email.alert.reason', { business: p.businessName })}
      i18n={i18n}
    >
      <MailHeading>{t('email.alert.heading', { count })}</MailHeading>
      <MailText size="lead">{intro}</MailText>
      {p.items.map((item, i) => (
        <RatedItem
          // biome-ignore lint/suspicious/noArrayIndexKey: a rendered e-mail never re-orders.
          key={i}
          rating={item.rating}
          meta={`${t('email.alert.ratingOf', { rating: item.rating })} · ${when(item.createdAt, p.timeZone, p.locale)}`}
          text={item.text}
        >
          {item.customerName || item.customerEmail ? (
            <MailText size="small">
              {t('email.alert.from', { name: item.customerName ?? t('email.alert.aCustomer') })}
              {item.customerEmail ? (
                <>
                  {' · '}
                  <Link href={`mailto:${item.customerEmail}`} style={{ color: colors.brand }}>
                    {item.customerEmail}
                  </Link>
                </>
              ) : null}
            </MailText>
          ) : (
            <MailText size="small">{t('email.alert.noContact')}</MailText>
          )}
        </RatedItem>
      ))}
      <Button href={p.inboxUrl} style={buttonStyle('8px')}>
        {t('email.alert.button')}
      </Button>
    </EmailLayout>
  );
}
