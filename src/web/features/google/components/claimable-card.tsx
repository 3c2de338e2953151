import { Flag } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useClaimPlace } from '#web/features/google/api/claim-place.ts';
import { useClaimable } from '#web/features/google/api/get-claimable.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

/**
 * Places the owner's Google account manages as a verified owner that someone else registered on
 * ReviewTap without verification: a verified owner always gets their place (issue 28).
 */
export function ClaimableCard() {
  const claimable = useClaimable(true);
  const claim = useClaimPlace();
  if (!claimable.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Flag aria-hidden className="size-5" />
          Your places, registered by someone else
        </CardTitle>
        <CardDescription>
          Your Google account manages these places as their verified owner, but another ReviewTap account
          registered them without verification. Claim one to make it your location; the other account is told
          and keeps its own data.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y" aria-label="Places you can claim">
          {claimable.data.map((p) => (
            <li key={p.placeId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="font-medium">{p.title}</span>
              <Button
                size="sm"
                onClick={() =>
                  claim.mutate(
                    p.placeId,
                    saveWithToast(
                      {
                        title: `${p.title} is now yours`,
                        description: 'Verified on Google. Find it under All locations.',
                      },
                      { fallback: 'Could not claim this place' },
                    ),
                  )
                }
                disabled={claim.isPending}
              >
                Claim {p.title}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
