import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, colors, EmailLayout } from './layout';
import { mailTranslator } from './messages';

export type ConnectionBrokenProps = {
  businessName: string;
  sectionUrl: string;
  settingsUrl: string;
  locale: Locale;
};

export const connectionBrokenSubject = (p: Pick<ConnectionBrokenProps, 'businessName' | 'locale'>) =>
  mailTranslator(p.locale).t('broken.subject', { business: p.businessName });

/** Google stopped accepting the stored connection (access removed or expired): told once. */
export function ConnectionBrokenEmail(p: ConnectionBrokenProps) {
  const i18n = mailTranslator(p.locale);
  const { t } = i18n;
  return (
    <EmailLayout
      preview={connectionBrokenSubject(p)}
      settingsUrl={p.settingsUrl}
      reason={t('broken.reason')}
      i18n={i18n}
    >
      <Heading as="h1" style={{ fontSize: '20px', color: colors.ink, margin: '8px 0' }}>
        {t('broken.heading')}
      </Heading>
      <Text style={{ color: colors.ink, fontSize: '15px', lineHeight: '22px' }}>
        {t('broken.body', { business: p.businessName })}
      </Text>
      <Button href={p.sectionUrl} style={buttonStyle('16px')}>
        {t('broken.button')}
      </Button>
    </EmailLayout>
  );
}
