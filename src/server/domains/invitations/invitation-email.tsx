// The invitation e-mail: the business's name, one sentence, five stars that are links,
// and nothing else to click but the unsubscribe and the privacy page. The footer names who sends it
// and the operator's postal address (CAN-SPAM). Both parts are written here, so the plain-text one
// reads as a person would write it rather than as converted HTML. One location's invitations differ
// only in their tokens and the customer's name, so the HTML is rendered once per shape and those are
// filled in: sending 10,000 of them costs the server next to nothing beside the customers' visits.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { LRUCache } from 'lru-cache';
import { escapeHtml } from '#server/lib/html.ts';
import { serverTranslator } from '#server/lib/messages.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { PRODUCT_NAME } from '#shared/lib/product.ts';

export type InvitationMail = {
  locale: Locale;
  businessName: string;
  customerName: string | null;
  reminder: boolean;
  /** The five star links, one star first. */
  starUrls: string[];
  unsubscribeUrl: string;
  privacyUrl: string;
  operator: { entity: string; address: string };
  /** The signed tokens inside the links, which the shape leaves out. */
  tokens: { rate: string; unsubscribe: string };
};

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const ink = '#111827';
const muted = '#6b7280';

const words = (m: InvitationMail) => {
  const { t, dir } = serverTranslator(m.locale, 'email');
  const business = m.businessName;
  return {
    dir,
    subject: t(m.reminder ? 'email.invitation.reminderSubject' : 'email.invitation.subject', { business }),
    greeting: m.customerName ? t('email.invitation.greeting', { name: m.customerName }) : null,
    sentence: t(m.reminder ? 'email.invitation.reminderSentence' : 'email.invitation.sentence', { business }),
    tap: t('email.invitation.tap'),
    star: (count: number) => t('email.invitation.star', { count }),
    why: t('email.invitation.why', { business, product: PRODUCT_NAME }),
    operator: t('email.invitation.operator', { entity: m.operator.entity, address: m.operator.address }),
    unsubscribe: t('email.invitation.unsubscribe'),
    privacy: t('email.invitation.privacy'),
  };
};

function InvitationEmail(m: InvitationMail) {
  const w = words(m);
  return (
    <Html lang={m.locale} dir={w.dir}>
      <Head>
        {/* A phone shows the e-mail at its own width, not shrunk to a desktop page. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{w.sentence}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', margin: 0, padding: '16px 8px', fontFamily: font }}>
        <Container
          style={{
            maxWidth: '520px',
            width: '100%',
            backgroundColor: '#ffffff',
            borderRadius: '12px',
            border: '1px solid #e5e7eb',
          }}
        >
          <Section style={{ padding: '24px 20px 8px', textAlign: 'center' }}>
            <Text style={{ margin: 0, fontSize: '20px', lineHeight: '26px', fontWeight: 700, color: ink }}>
              {m.businessName}
            </Text>
          </Section>
          <Section style={{ padding: '0 20px 24px', textAlign: 'center' }}>
            {w.greeting ? (
              <Text style={{ fontSize: '16px', lineHeight: '24px', color: ink, margin: '8px 0 0' }}>
                {w.greeting}
              </Text>
            ) : null}
            <Text style={{ fontSize: '16px', lineHeight: '24px', color: ink, margin: '8px 0 16px' }}>
              {w.sentence}
            </Text>
            <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '0 auto' }} dir="ltr">
              <tbody>
                <tr>
                  {m.starUrls.map((url, i) => (
                    <td key={url} style={{ padding: '0 2px' }}>
                      <Link
                        href={url}
                        title={w.star(i + 1)}
                        aria-label={w.star(i + 1)}
                        style={{
                          display: 'block',
                          fontSize: '40px',
                          lineHeight: '48px',
                          width: '48px',
                          textAlign: 'center',
                          color: '#f59e0b',
                          textDecoration: 'none',
                        }}
                      >
                        ★
                      </Link>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
            <Text style={{ fontSize: '13px', lineHeight: '18px', color: muted, margin: '8px 0 0' }}>
              {w.tap}
            </Text>
          </Section>
        </Container>
        <Container style={{ maxWidth: '520px', width: '100%' }}>
          <Text style={{ fontSize: '12px', lineHeight: '18px', color: muted, margin: '12px' }}>
            {w.why} {w.operator}
            <br />
            <Link href={m.unsubscribeUrl} style={{ color: muted, textDecoration: 'underline' }}>
              {w.unsubscribe}
            </Link>
            {' · '}
            <Link href={m.privacyUrl} style={{ color: muted, textDecoration: 'underline' }}>
              {w.privacy}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function plainText(m: InvitationMail) {
  const w = words(m);
  return [
    m.businessName,
    '',
    ...(w.greeting ? [w.greeting, ''] : []),
    w.sentence,
    '',
    ...m.starUrls.map((url, i) => `${'★'.repeat(i + 1)}${'☆'.repeat(4 - i)}  ${w.star(i + 1)}: ${url}`),
    '',
    '--',
    `${w.why} ${w.operator}`,
    `${w.unsubscribe}: ${m.unsubscribeUrl}`,
    `${w.privacy}: ${m.privacyUrl}`,
    '',
  ].join('\n');
}

// Stand-ins for what differs between two invitations of one location; none can occur in real text.
const RATE = 'RT0RATE0TOKEN0RT';
const UNSUBSCRIBE = 'RT0UNSUBSCRIBE0TOKEN0RT';
const NAME = 'RT0CUSTOMER0NAME0RT';
const shapes = new LRUCache<string, string>({ max: 500 });

async function htmlOf(m: InvitationMail) {
  const shape: InvitationMail = {
    ...m,
    customerName: m.customerName === null ? null : NAME,
    starUrls: m.starUrls.map((url) => url.replaceAll(m.tokens.rate, RATE)),
    unsubscribeUrl: m.unsubscribeUrl.replaceAll(m.tokens.unsubscribe, UNSUBSCRIBE),
    tokens: { rate: RATE, unsubscribe: UNSUBSCRIBE },
  };
  const key = JSON.stringify(shape);
  let html = shapes.get(key);
  if (html === undefined) {
    html = await render(<InvitationEmail {...shape} />);
    shapes.set(key, html);
  }
  return html
    .replaceAll(RATE, m.tokens.rate)
    .replaceAll(UNSUBSCRIBE, m.tokens.unsubscribe)
    .replaceAll(NAME, escapeHtml(m.customerName ?? ''));
}

export async function renderInvitationMail(m: InvitationMail) {
  return { subject: words(m).subject, html: await htmlOf(m), text: plainText(m) };
}
