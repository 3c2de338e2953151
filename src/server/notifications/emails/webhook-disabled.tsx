import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { buttonStyle, colors, EmailLayout } from './layout';

export type WebhookDisabledProps = {
  url: string;
  lastError: string;
  sectionUrl: string;
  settingsUrl: string;
};

export const webhookDisabledSubject = () => 'A webhook was turned off after a day of failures';

/** Issue 30: an endpoint kept failing for 24 hours, so ReviewTap stopped sending to it. Told once. */
export function WebhookDisabledEmail(p: WebhookDisabledProps) {
  return (
    <EmailLayout
      preview={webhookDisabledSubject()}
      settingsUrl={p.settingsUrl}
      reason="You added this webhook in ReviewTap's Developers section."
    >
      <Heading as="h1" style={{ fontSize: '20px', color: colors.ink, margin: '8px 0' }}>
        Your webhook stopped answering
      </Heading>
      <Text style={{ color: colors.ink, fontSize: '15px', lineHeight: '22px' }}>
        For 24 hours every delivery to {p.url} failed (last: {p.lastError}), so we turned the webhook off.
        Events since then are in the delivery log. Fix the receiver, then turn the webhook on again and resend
        what it missed.
      </Text>
      <Button href={p.sectionUrl} style={buttonStyle('16px')}>
        Open Developers
      </Button>
    </EmailLayout>
  );
}
