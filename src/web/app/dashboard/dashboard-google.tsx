import { useAccount } from '#web/app/use-account.ts';
import { DraftButton } from '#web/features/drafts/components/draft-button.tsx';
import { ReplyVoiceCard } from '#web/features/drafts/components/reply-voice-card.tsx';
import { GoogleSection } from '#web/features/google/components/google-section.tsx';

/** The Google reviews section with drafts: "Draft a reply" on each review, and the voice beside the saved replies. */
export function GoogleWithDrafts(props: {
  businessId: string;
  businessName: string;
  isOwner: boolean;
  placeClaimedAt: string | null;
}) {
  const { user } = useAccount();
  const { businessName, ...section } = props;
  return (
    <GoogleSection
      {...section}
      draftSlot={(p) => <DraftButton businessId={props.businessId} kind="review" {...p} />}
      voiceCard={
        <ReplyVoiceCard businessId={props.businessId} signOffName={user?.firstName || businessName} />
      }
    />
  );
}
