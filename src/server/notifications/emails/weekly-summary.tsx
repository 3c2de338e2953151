import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { buttonStyle, colors, EmailLayout } from './layout';

export type WeekFigure = { label: string; value: number; previous: number };

export type WeeklySummaryProps = {
  businessName: string;
  /** e.g. "17–23 Nov 2026" */
  weekLabel: string;
  figures: WeekFigure[];
  newFeedback: number;
  /**
   * The team's best week, once per-member figures exist (issue 14). Null until then; the e-mail
   * simply leaves the block out.
   */
  teamHighlight: { memberName: string; conversions: number } | null;
  dashboardUrl: string;
  inboxUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
};

/** "+12%", "−3%", "no change", "new" (nothing the week before). */
function changeLabel(value: number, previous: number) {
  if (value === previous) return 'no change';
  if (previous === 0) return 'new this week';
  const pct = Math.round(((value - previous) / previous) * 100);
  return `${pct > 0 ? '+' : '−'}${Math.abs(pct)}% on the week before`;
}

export const weeklySummarySubject = (p: Pick<WeeklySummaryProps, 'businessName' | 'weekLabel'>) =>
  `Your week at ${p.businessName}: ${p.weekLabel}`;

export function WeeklySummaryEmail(p: WeeklySummaryProps) {
  const [scans] = p.figures;
  return (
    <EmailLayout
      preview={`${scans?.value ?? 0} scans last week · ${p.newFeedback} new feedback`}
      unsubscribeUrl={p.unsubscribeUrl}
      settingsUrl={p.settingsUrl}
      reason={`You get this every Monday because the weekly summary is on for ${p.businessName}.`}
    >
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '8px 0 0', color: colors.ink }}>
        {`Your week at ${p.businessName}`}
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
            {`${changeLabel(f.value, f.previous)} (${f.previous})`}
          </Text>
        </Section>
      ))}
      <Section style={{ borderTop: `1px solid ${colors.line}`, padding: '10px 0' }}>
        <Text style={{ margin: 0, fontSize: '14px', lineHeight: '20px', color: colors.muted }}>
          New private feedback
        </Text>
        <Text style={{ margin: 0, fontSize: '26px', lineHeight: '32px', fontWeight: 700, color: colors.ink }}>
          {p.newFeedback}
        </Text>
        {p.newFeedback > 0 ? (
          <Text style={{ margin: 0, fontSize: '14px', lineHeight: '20px', color: colors.muted }}>
            <Link href={p.inboxUrl} style={{ color: colors.brand }}>
              Read it in the feedback inbox
            </Link>
          </Text>
        ) : null}
      </Section>
      {p.teamHighlight ? (
        <Section style={{ borderTop: `1px solid ${colors.line}`, padding: '10px 0' }}>
          <Text style={{ margin: 0, fontSize: '16px', lineHeight: '24px', color: colors.ink }}>
            {`Best week on the team: ${p.teamHighlight.memberName}, ${p.teamHighlight.conversions} sent to Google.`}
          </Text>
        </Section>
      ) : null}
      <Button href={p.dashboardUrl} style={buttonStyle('12px')}>
        Open your dashboard
      </Button>
    </EmailLayout>
  );
}
