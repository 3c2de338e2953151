import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { buttonStyle, colors, EmailLayout } from './layout';
import { type MailTranslator, mailTranslator } from './messages';

export type WeekFigure = { label: string; value: number; previous: number };

export type WeeklySummaryProps = {
  businessName: string;
  /** e.g. "17–23 Nov 2026" */
  weekLabel: string;
  figures: WeekFigure[];
  newFeedback: number;
  /**
   * The team's best week, once per-member figures exist. Null until then; the e-mail
   * simply leaves the block out.
   */
  teamHighlight: { memberName: string; conversions: number } | null;
  dashboardUrl: string;
  inboxUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  /** The reader's language. */
  locale: Locale;
};

/** "+12%", "−3%", "no change", "new" (nothing the week before), in the reader's language. */
function changeLabel(i18n: MailTranslator, value: number, previous: number) {
  if (value === previous) return i18n.t('email.weekly.noChange');
  if (previous === 0) return i18n.t('email.weekly.new');
  const change = new Intl.NumberFormat(i18n.locale, { style: 'percent', signDisplay: 'always' }).format(
    Math.round(((value - previous) / previous) * 100) / 100,
  );
  // A true minus sign, as before, where the language writes a hyphen.
  return i18n.t('email.weekly.change', { change: change.replace('-', '−') });
}

export const weeklySummarySubject = (p: Pick<WeeklySummaryProps, 'businessName' | 'weekLabel' | 'locale'>) =>
  mailTranslator(p.locale).t('email.weekly.subject', { business: p.businessName, week: p.weekLabel });

export function WeeklySummaryEmail(p: WeeklySummaryProps) {
  const i18n = mailTranslator(p.locale);
  const { t } = i18n;
  const [scans] = p.figures;
  return (
    <EmailLayout
      preview={t('email.weekly.preview', { scans: scans?.value ?? 0, feedback: p.newFeedback })}
      unsubscribeUrl={p.unsubscribeUrl}
      settingsUrl={p.settingsUrl}
      reason={t('email.weekly.reason', { business: p.businessName })}
      i18n={i18n}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '8px 0 0', color: colors.ink }}>
        {t('email.weekly.heading', { business: p.businessName })}
      </Heading>
      <Text style={{ fontSize: '15px', lineHeight: '22px', color: colors.muted, margin: '4px 0 12px' }}>
        {p.weekLabel}
      </Text>
      {p.figures.map((f) => (
        <Section key={f.label} style={{ borderTop: `1px solid ${colors.line}`, padding: '10px 0' }}>
          <Text style={{ margin: 0, fontSize: '14px', lineHeight: '20px', color: colors.muted }}>
            {f.label}
          </Text>
          <Text
            style={{ margin: 0, fontSize: '26px', lineHeight: '32px', fontWeight: 700, color: colors.ink }}
          >
            {f.value}
          </Text>
          <Text
            style={{
              margin: 0,
              fontSize: '14px',
              lineHeight: '20px',
              color: f.value > f.previous ? '#15803d' : f.value < f.previous ? '#b91c1c' : colors.muted,
            }}
          >
            {`${changeLabel(i18n, f.value, f.previous)} (${f.previous})`}
          </Text>
        </Section>
      ))}
      <Section style={{ borderTop: `1px solid ${colors.line}`, padding: '10px 0' }}>
        <Text style={{ margin: 0, fontSize: '14px', lineHeight: '20px', color: colors.muted }}>
          {t('email.weekly.newFeedback')}
        </Text>
        <Text style={{ margin: 0, fontSize: '26px', lineHeight: '32px', fontWeight: 700, color: colors.ink }}>
          {p.newFeedback}
        </Text>
        {p.newFeedback > 0 ? (
          <Text style={{ margin: 0, fontSize: '14px', lineHeight: '20px', color: colors.muted }}>
            <Link href={p.inboxUrl} style={{ color: colors.brand }}>
              {t('email.weekly.readInbox')}
            </Link>
          </Text>
        ) : null}
      </Section>
      {p.teamHighlight ? (
        <Section style={{ borderTop: `1px solid ${colors.line}`, padding: '10px 0' }}>
          <Text style={{ margin: 0, fontSize: '16px', lineHeight: '24px', color: colors.ink }}>
            {t('email.weekly.best', { name: p.teamHighlight.memberName, count: p.teamHighlight.conversions })}
          </Text>
        </Section>
      ) : null}
      <Button href={p.dashboardUrl} style={buttonStyle('12px')}>
        {t('email.weekly.button')}
      </Button>
    </EmailLayout>
  );
}
