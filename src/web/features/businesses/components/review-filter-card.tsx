import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useUpdateReviewFilter } from '#web/features/businesses/api/update-review-filter.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

/**
 * The review filter (owner only). docs/product-rules.md §2: Google forbids discouraging negative reviews, so
 * the owner is told, in one sentence, what turning it on does and that Google stays one tap away.
 */
export function ReviewFilterCard({
  businessId,
  enabled,
  onSaved,
}: {
  businessId: string;
  enabled: boolean;
  onSaved?: () => Promise<unknown> | undefined;
}) {
  const update = useUpdateReviewFilter(businessId, onSaved);
  const shown = update.isPending && update.variables !== undefined ? update.variables : enabled;

  function onChange(next: boolean) {
    update.mutate(
      next,
      saveWithToast(
        {
          title: 'Review Filter Updated',
          description: next
            ? 'Ratings of 1 to 3 stars now see your private feedback form first.'
            : 'Every customer now goes straight to Google.',
        },
        { fallback: 'Failed to update review filter setting' },
      ),
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5" />
          Review filter
        </CardTitle>
        <CardDescription>Hear from unhappy customers privately before they post.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <Label htmlFor="review-filter" className="leading-snug">
            Send 1–3 star ratings to private feedback first
          </Label>
          <Switch
            id="review-filter"
            checked={shown}
            disabled={update.isPending}
            onCheckedChange={onChange}
            aria-describedby="review-filter-note"
          />
        </div>
        <p id="review-filter-note" className="text-sm text-muted-foreground">
          {shown
            ? 'Google forbids discouraging negative reviews, so customers who rate 1–3 stars see your private feedback form first, and it always offers them a link to post on Google.'
            : 'Off: every customer, whatever their rating, goes straight to your Google review page.'}
        </p>
      </CardContent>
    </Card>
  );
}
