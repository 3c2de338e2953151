import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { buttonStyle, colors, EmailLayout } from './layout';

export type PlaceClaimedProps = {
  businessName: string;
  /** The last day its customer links work, already formatted. */
  linksUntil: string;
  dashboardUrl: string;
  settingsUrl: string;
};

export const placeClaimedSubject = (p: Pick<PlaceClaimedProps, 'businessName'>) =>
  `${p.businessName} was claimed by its verified owner on Google`;

/** Issue 28: the earlier registrant of a place learns that its verified owner took it over. */
export function PlaceClaimedEmail(p: PlaceClaimedProps) {
  return (
    <EmailLayout
      preview={placeClaimedSubject(p)}
      settingsUrl={p.settingsUrl}
      reason="You registered this business on ReviewTap; this notice is about your account."
    >
      <Heading as="h1" style={{ fontSize: '20px', color: colors.ink, margin: '8px 0' }}>
        {p.businessName} was claimed by its owner
      </Heading>
      <Text style={{ color: colors.ink, fontSize: '15px', lineHeight: '22px' }}>
        Someone who manages this business on Google, with a verified Business Profile, has registered it on
        ReviewTap. A verified owner always gets their place, so your registration is now unverified.
      </Text>
      <Text style={{ color: colors.ink, fontSize: '15px', lineHeight: '22px' }}>
        You keep your account and everything you collected: scans, ratings and feedback, which you can export
        from Your data. Your QR codes and links keep working until {p.linksUntil}.
      </Text>
      <Text style={{ color: colors.muted, fontSize: '14px', lineHeight: '20px' }}>
        If this business is yours, connect its Google Business Profile from the Google reviews section to
        claim it back, or ask the verified owner for their team code to join their team.
      </Text>
      <Button href={p.dashboardUrl} style={buttonStyle('16px')}>
        Open your dashboard
      </Button>
    </EmailLayout>
  );
}
