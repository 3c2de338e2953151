import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, colors, EmailLayout } from './layout';
import { mailTranslator } from './messages';

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
  mailTranslator(p.locale).t('claimed.subject', { business: p.businessName });

/** The earlier registrant of a place learns that its verified owner took it over. */
export function PlaceClaimedEmail(p: PlaceClaimedProps) {
  const i18n = mailTranslator(p.locale);
  const { t } = i18n;
  return (
    <EmailLayout
      preview={placeClaimedSubject(p)}
      settingsUrl={p.settingsUrl}
      reason={t('claimed.reason')}
      i18n={i18n}
    >
      <Heading as="h1" style={{ fontSize: '20px', color: colors.ink, margin: '8px 0' }}>
        {t('claimed.heading', { business: p.businessName })}
      </Heading>
      <Text style={{ color: colors.ink, fontSize: '15px', lineHeight: '22px' }}>{t('claimed.p1')}</Text>
      <Text style={{ color: colors.ink, fontSize: '15px', lineHeight: '22px' }}>
        {t('claimed.p2', { until: p.linksUntil })}
      </Text>
      <Text style={{ color: colors.muted, fontSize: '14px', lineHeight: '20px' }}>{t('claimed.p3')}</Text>
      <Button href={p.dashboardUrl} style={buttonStyle('16px')}>
        {t('common.dashboard')}
      </Button>
    </EmailLayout>
  );
}
