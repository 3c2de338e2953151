import { CalendarClock, Crown } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { trialDaysLeft } from '../lib/plan';

/** The plan state. Pro only for an active subscription (a later issue); until then the trial. */
export function PlanCard({ trialEndsAt, now = new Date() }: { trialEndsAt: string; now?: Date }) {
  const days = trialDaysLeft(trialEndsAt, now);
  const ended = days === 0;
  const endDate = new Date(trialEndsAt).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Your plan</CardTitle>
          <CardDescription>7-day free trial, no card required.</CardDescription>
        </div>
        <Badge variant={ended ? 'warning' : 'secondary'} className="gap-1">
          <Crown aria-hidden className="size-3" />
          Trial
        </Badge>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted">
          <CalendarClock aria-hidden className="size-5" />
        </span>
        {ended ? (
          <div>
            <p className="font-semibold">Trial ended</p>
            <p className="text-sm text-muted-foreground">
              Ended {endDate}. Your printed QR codes and review pages keep working for customers.
            </p>
          </div>
        ) : (
          <div>
            <p className="font-semibold">
              Trial · {days} {days === 1 ? 'day' : 'days'} left
            </p>
            <p className="text-sm text-muted-foreground">Your trial ends {endDate}.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
