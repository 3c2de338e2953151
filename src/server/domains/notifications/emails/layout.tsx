import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { MailTranslator } from './messages';

// Inline styles only: phone mail apps (Gmail, Apple Mail, Outlook) ignore most <style> rules.
export const colors = { ink: '#111827', muted: '#6b7280', line: '#e5e7eb', brand: '#2563eb', bg: '#f3f4f6' };

/** The one call to action of an e-mail: a full-width brand button. */
export const buttonStyle = (marginTop: string) => ({
  backgroundColor: colors.brand,
  color: '#ffffff',
  borderRadius: '8px',
  padding: '12px 20px',
  fontSize: '16px',
  fontWeight: 600,
  display: 'block',
  textAlign: 'center' as const,
  marginTop,
});
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function EmailLayout(props: {
  preview: string;
  children: ReactNode;
  /** Absent on a service notice, which is not a subscription. */
  unsubscribeUrl?: string;
  /** Absent in a mail to a customer, who has no settings with us. */
  settingsUrl?: string;
  reason: string;
  /** The reader's language; the footer's two links follow it. English without it. */
  i18n?: MailTranslator;
}) {
  const t = props.i18n?.t;
  return (
    <Html lang={props.i18n?.locale ?? 'en'} dir={props.i18n?.dir ?? 'ltr'}>
      <Head>
        {/* A phone shows the e-mail at its own width, not shrunk to a desktop page. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.bg, margin: 0, padding: '16px 8px', fontFamily: font }}>
        <Container
          style={{
            maxWidth: '560px',
            width: '100%',
            backgroundColor: '#ffffff',
            borderRadius: '12px',
            border: `1px solid ${colors.line}`,
          }}
        >
          <Section style={{ padding: '20px 20px 0' }}>
            <Text style={{ margin: 0, fontSize: '15px', fontWeight: 700, color: colors.brand }}>
              ReviewTap
            </Text>
          </Section>
          <Section style={{ padding: '4px 20px 20px' }}>{props.children}</Section>
        </Container>
        <Container style={{ maxWidth: '560px', width: '100%' }}>
          <Hr style={{ borderColor: 'transparent', margin: '8px 0' }} />
          <Text style={{ fontSize: '12px', lineHeight: '18px', color: colors.muted, margin: '0 12px' }}>
            {props.reason}{' '}
            {props.unsubscribeUrl ? (
              <>
                <Link
                  href={props.unsubscribeUrl}
                  style={{ color: colors.muted, textDecoration: 'underline' }}
                >
                  {t ? t('email.layout.unsubscribe') : 'Unsubscribe'}
                </Link>
                {props.settingsUrl ? ' · ' : null}
              </>
            ) : null}
            {props.settingsUrl ? (
              <Link href={props.settingsUrl} style={{ color: colors.muted, textDecoration: 'underline' }}>
                {t ? t('email.layout.settings') : 'Notification settings'}
              </Link>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);
