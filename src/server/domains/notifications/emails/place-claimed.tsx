import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, colors, EmailLayout } from './layout';
import { mailTranslator } from './messages';
import { MailHeading, MailText } from './parts';

export type PlaceClaimedProps = {
  businessName: string;
  /** The last day its customer links work, already formatted. */
  linksUntil: string;
  dashboardUrl: string;
  settingsUrl: string;
  /** The reader's language. */
  locale: Locale;
};

export const placeClaimedSubject = (p: Pick<PlaceClaimedProps, 'businessName' | 'locale'>) =>
  mailTranslator(p.locale).t('email.claimed.subject', { business: p.businessName });

/** The earlier registrant of a place learns that its verified owner took it over. */
export function PlaceClaimedEmail(p: PlaceClaimedProps) {
  const i18n = mailTranslator(p.locale);
  const { t } = i18n;
  return (
    <EmailLayout
      preview={placeClaimedSubject(p)}
      settingsUrl={p.settingsUrl}
      reason={t('email.claimed.reason')}
      i18n={i18n}
    >
      <MailHeading>{t('email.claimed.heading', { business: p.businessName })}</MailHeading>
      <MailText>{t('email.claimed.p1')}</MailText>
      <MailText>{t('email.claimed.p2', { until: p.linksUntil })}</MailText>
      <Text style={{ color: colors.muted, fontSize: '14px', lineHeight: '20px' }}>
        {t('email.claimed.p3')}
      </Text>
      <Button href={p.dashboardUrl} style={buttonStyle('16px')}>
        {t('email.common.dashboard')}
      </Button>
    </EmailLayout>
  );
}
