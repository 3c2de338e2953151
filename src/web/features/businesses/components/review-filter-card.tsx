import { ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useUpdateReviewFilter } from '#web/features/businesses/api/update-review-filter.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('setup');

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
  const { t } = useI18n();
  const update = useUpdateReviewFilter(businessId, onSaved);
  const shown = update.isPending && update.variables !== undefined ? update.variables : enabled;

  function onChange(next: boolean) {
    update.mutate(
      next,
      saveWithToast(
        {
          title: t('setup.reviewFilter.saved'),
          description: next ? t('setup.reviewFilter.savedOn') : t('setup.reviewFilter.savedOff'),
        },
        { fallback: t('setup.reviewFilter.failed') },
      ),
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5" />
          {t('setup.reviewFilter.title')}
        </CardTitle>
        <CardDescription>{t('setup.reviewFilter.text')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <Label htmlFor="review-filter" className="leading-snug">
            {t('setup.reviewFilter.label')}
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
          {shown ? t('setup.reviewFilter.noteOn') : t('setup.reviewFilter.noteOff')}
        </p>
      </CardContent>
    </Card>
  );
}
