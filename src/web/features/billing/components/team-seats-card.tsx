import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { monthlyTotalCents, PLAN, seatsNeededFor } from '#shared/constants/plan.ts';
import type { Subscription } from '#shared/schemas/billing.ts';
import { TeamCapacityCard } from '#web/components/team-capacity-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { updateSeats, useSubscriptionChange } from '#web/features/billing/api/change-subscription.ts';
import { dollars } from '#web/features/billing/lib/plan.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';

/** The shared capacity card with the seat stepper: the new monthly total shows before it is confirmed. */
export function TeamSeatsCard({
  businessId,
  subscription: s,
}: {
  businessId: string;
  subscription: Subscription;
}) {
  const [seats, setSeats] = useState(s.extraSeats);
  const save = useSubscriptionChange(businessId, (n: number) => updateSeats(businessId, n));
  const min = seatsNeededFor(s.teamCount);
  const changed = seats !== s.extraSeats;
  const growBlocked = s.lapsed && seats > s.extraSeats;

  const onSave = () =>
    save.mutate(seats, {
      onSuccess: () =>
        toast({
          title: 'Seats Updated',
          description: `Your team can now have ${PLAN.usersIncluded + seats} members.`,
          variant: 'success',
        }),
      onError: (err) => {
        setSeats(s.extraSeats);
        toast({
          title: 'Seats Error',
          description: messageOf(err, 'Failed to update seats. Please try again.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <TeamCapacityCard
      teamCount={s.teamCount}
      maxTeamSize={s.maxTeamSize}
      title="Team seats"
      description={`${PLAN.usersIncluded} users included (you count as one), then ${dollars(PLAN.pricePerExtraSeat * 100)} a month per extra seat.`}
      fullHint="Add a seat below to invite more."
    >
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
        <fieldset className="flex w-full flex-wrap items-center justify-between gap-3">
          <legend className="float-left text-sm font-medium">Extra seats</legend>
          <div className="flex items-center gap-2">
            <Button
              size="icon"
              variant="outline"
              aria-label="One seat fewer"
              disabled={seats <= min || save.isPending}
              onClick={() => setSeats(seats - 1)}
            >
              <Minus aria-hidden className="size-4" />
            </Button>
            <output
              className="w-8 text-center text-lg font-semibold tabular-nums"
              aria-live="polite"
              data-testid="extra-seats"
            >
              {seats}
            </output>
            <Button
              size="icon"
              variant="outline"
              aria-label="One seat more"
              disabled={seats >= PLAN.maxExtraSeats || save.isPending}
              onClick={() => setSeats(seats + 1)}
            >
              <Plus aria-hidden className="size-4" />
            </Button>
          </div>
        </fieldset>
      </div>
      {changed && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted p-3 text-sm">
          <p>
            New monthly total: <strong data-testid="new-total">{dollars(monthlyTotalCents(seats))}</strong>
            {s.subscribed ? ', prorated from today.' : ', charged when you subscribe.'}
          </p>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setSeats(s.extraSeats)}
              disabled={save.isPending}
            >
              Undo
            </Button>
            <Button size="sm" onClick={onSave} disabled={save.isPending || growBlocked}>
              {save.isPending ? 'Saving…' : 'Confirm seats'}
            </Button>
          </div>
        </div>
      )}
      {seats <= min && min > 0 && (
        <p className="text-sm text-muted-foreground">
          Your team of {s.teamCount} needs at least {min} extra {min === 1 ? 'seat' : 'seats'}.
        </p>
      )}
    </TeamCapacityCard>
  );
}
