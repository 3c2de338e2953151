import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { buttonStyle, colors, EmailLayout } from './layout';

export type ConnectionBrokenProps = { businessName: string; sectionUrl: string; settingsUrl: string };

export const connectionBrokenSubject = (p: Pick<ConnectionBrokenProps, 'businessName'>) =>
  `Reconnect Google for ${p.businessName}`;

/** Issue 28: Google stopped accepting the stored connection (access removed or expired): told once. */
export function ConnectionBrokenEmail(p: ConnectionBrokenProps) {
  return (
    <EmailLayout
      preview={connectionBrokenSubject(p)}
      settingsUrl={p.settingsUrl}
      reason="You connected this business's Google Business Profile on ReviewTap."
    >
      <Heading as="h1" style={{ fontSize: '20px', color: colors.ink, margin: '8px 0' }}>
        Google no longer accepts the connection
      </Heading>
      <Text style={{ color: colors.ink, fontSize: '15px', lineHeight: '22px' }}>
        Access for {p.businessName} was removed or has expired at Google, so new reviews are not coming in and
        replies cannot be sent. Connect the Business Profile again: it takes one click.
      </Text>
      <Button href={p.sectionUrl} style={buttonStyle('16px')}>
        Connect again
      </Button>
    </EmailLayout>
  );
}
