import { Minus, Plus } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { monthlyTotalCents, PLAN, seatsNeededFor } from '#shared/lib/plan.ts';
import type { Subscription } from '#shared/schemas/billing.ts';
import { Button } from '#web/components/ui/button.tsx';
import { updateSeats, useSubscriptionChange } from '#web/features/billing/api/change-subscription.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('team');

/**
 * The team's capacity card, as the Team screen shows it, framing what billing adds: the seat stepper. The
 * app passes the card in, so billing shows it without depending on the team feature.
 */
export type CapacityCard = ComponentType<{
  teamCount: number;
  maxTeamSize: number;
  title: string;
  description: ReactNode;
  fullHint: string;
  children?: ReactNode;
}>;

/** The capacity card with the seat stepper: the new monthly total shows before it is confirmed. */
export function TeamSeatsCard({
  businessId,
  subscription: s,
  CapacityCard,
}: {
  businessId: string;
  subscription: Subscription;
  CapacityCard: CapacityCard;
}) {
  const { t, rich, money } = useI18n();
  const [seats, setSeats] = useState(s.extraSeats);
  const save = useSubscriptionChange(businessId, (n: number) => updateSeats(businessId, n));
  const min = seatsNeededFor(s.teamCount);
  const changed = seats !== s.extraSeats;
  const growBlocked = s.lapsed && seats > s.extraSeats;

  const onSave = () =>
    save.mutate(seats, {
      onSuccess: () =>
        toast({
          title: t('team.seats.updated.title'),
          description: t('team.seats.updated.text', { count: PLAN.usersIncluded + seats }),
          variant: 'success',
        }),
      onError: (err) => {
        setSeats(s.extraSeats);
        toast({
          title: t('team.seats.error.title'),
          description: messageOf(err, t('team.seats.failed')),
          variant: 'destructive',
        });
      },
    });

  return (
    <CapacityCard
      teamCount={s.teamCount}
      maxTeamSize={s.maxTeamSize}
      title={t('team.seats.title')}
      description={t('team.seats.description', {
        users: PLAN.usersIncluded,
        price: money(PLAN.pricePerExtraSeat),
      })}
      fullHint={t('team.seats.full')}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
        <fieldset className="flex w-full flex-wrap items-center justify-between gap-3">
          <legend className="float-start text-sm font-medium">{t('team.seats.extra')}</legend>
          <div className="flex items-center gap-2">
            <Button
              size="icon"
              variant="outline"
              aria-label={t('team.seats.fewer')}
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
              aria-label={t('team.seats.more')}
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
            {rich(s.subscribed ? 'team.seats.newTotal.prorated' : 'team.seats.newTotal.onSubscribe', {
              total: money(monthlyTotalCents(seats) / 100),
              strong: (chunks) => (
                <strong key="total" data-testid="new-total">
                  {chunks}
                </strong>
              ),
            })}
          </p>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setSeats(s.extraSeats)}
              disabled={save.isPending}
            >
              {t('team.seats.undo')}
            </Button>
            <Button size="sm" onClick={onSave} disabled={save.isPending || growBlocked}>
              {save.isPending ? t('team.seats.saving') : t('team.seats.confirm')}
            </Button>
          </div>
        </div>
      )}
      {seats <= min && min > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('team.seats.minimum', { count: s.teamCount, min })}
        </p>
      )}
    </CapacityCard>
  );
}
