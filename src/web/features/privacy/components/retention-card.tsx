import { Clock } from 'lucide-react';
import { type FeedbackRetention, RETENTION_LABELS } from '#shared/constants/retention.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useUpdateRetention } from '#web/features/privacy/api/update-retention.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';

const OPTIONS: FeedbackRetention[] = ['90d', '1y', 'never'];

/** How long customers' names and e-mail addresses stay on their feedback. */
export function RetentionCard({
  businessId,
  value,
  onSaved,
}: {
  businessId: string;
  value: FeedbackRetention;
  onSaved?: () => Promise<unknown> | undefined;
}) {
  const update = useUpdateRetention(businessId, onSaved);
  const shown = update.isPending && update.variables ? update.variables : value;
  function choose(next: FeedbackRetention) {
    update.mutate(next, {
      onSuccess: () =>
        toast({
          title: 'Retention updated',
          description:
            next === 'never'
              ? 'Customer names and e-mail addresses are kept until you delete them.'
              : `Customer names and e-mail addresses are erased after ${RETENTION_LABELS[next]}.`,
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: 'Error',
          description: messageOf(err, 'Failed to save the setting'),
          variant: 'destructive',
        }),
    });
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock aria-hidden className="size-5" />
          Customer details
        </CardTitle>
        <CardDescription>
          Erase a customer's name and e-mail from their feedback after a while. The message and rating stay,
          anonymous.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset disabled={update.isPending} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Erase names and e-mails after</legend>
          {OPTIONS.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name="feedback-retention"
                value={option}
                checked={shown === option}
                onChange={() => choose(option)}
                className="size-4 accent-[var(--primary)]"
              />
              {RETENTION_LABELS[option]}
              {option === '1y' ? <span className="text-muted-foreground">(recommended)</span> : null}
            </label>
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}
