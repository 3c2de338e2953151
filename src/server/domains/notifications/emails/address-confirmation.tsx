import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, colors, EmailLayout } from './layout';
import { mailTranslator } from './messages';
import { MailHeading, MailText } from './parts';

export type AddressConfirmationProps = {
  /** The location's name as the places provider gives it: no words of the owner's or the customer's. */
  businessName: string;
  confirmUrl: string;
  /** The customer's language. */
  locale: Locale;
};

export const addressConfirmationSubject = (p: Pick<AddressConfirmationProps, 'businessName' | 'locale'>) =>
  mailTranslator(p.locale).t('email.confirmAddress.subject', { business: p.businessName });

/**
 * The one e-mail a customer gets before an owner may answer them there: fixed sentences, the
 * location's name and the link. Whoever typed someone else's address sends that person nothing else.
 */
export function AddressConfirmationEmail(p: AddressConfirmationProps) {
  const i18n = mailTranslator(p.locale);
  const { t } = i18n;
  return (
    <EmailLayout
      preview={addressConfirmationSubject(p)}
      reason={t('email.confirmAddress.reason', { business: p.businessName })}
      i18n={i18n}
    >
      <MailHeading>{t('email.confirmAddress.heading')}</MailHeading>
      <MailText>{t('email.confirmAddress.body', { business: p.businessName })}</MailText>
      <Button href={p.confirmUrl} style={buttonStyle('16px')}>
        {t('email.confirmAddress.button')}
      </Button>
      <Text style={{ color: colors.muted, fontSize: '14px', lineHeight: '20px', margin: '16px 0 0' }}>
        {t('email.confirmAddress.notYou')}
      </Text>
    </EmailLayout>
  );
}
