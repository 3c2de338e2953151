import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { feedbackCsvHref, type InboxParams } from '#web/features/feedback/api/get-feedback-inbox.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { RATING_KEYS } from './rating-labels';

await loadMessages('feedback');

const select =
  'h-10 rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The inbox's filters (a rating, open items only) and the CSV of what they show. */
export function InboxFilters({
  businessId,
  params,
  onParamsChange,
}: {
  businessId: string;
  params: InboxParams;
  onParamsChange: (next: InboxParams) => void;
}) {
  const { t, number } = useI18n();
  return (
    <Card className="flex flex-wrap items-end gap-4 p-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="inbox-rating">{t('feedback.filter.rating')}</Label>
        <select
          id="inbox-rating"
          className={select}
          value={params.rating ?? ''}
          onChange={(e) =>
            onParamsChange({
              ...params,
              page: 1,
              rating: e.target.value ? Number(e.target.value) : undefined,
            })
          }
        >
          <option value="">{t('feedback.filter.allRatings')}</option>
          {([1, 2, 3] as const).map((r) => (
            <option key={r} value={r}>
              {number(r)} – {t(RATING_KEYS[r])}
            </option>
          ))}
        </select>
      </div>
      <label className="flex h-10 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={Boolean(params.unresolved)}
          onChange={(e) => onParamsChange({ ...params, page: 1, unresolved: e.target.checked || undefined })}
        />
        {t('feedback.filter.unresolved')}
      </label>
      <Button asChild variant="outline" className="ms-auto">
        <a
          href={feedbackCsvHref(businessId, { rating: params.rating, unresolved: params.unresolved })}
          download
        >
          <Download aria-hidden />
          {t('feedback.downloadCsv')}
        </a>
      </Button>
    </Card>
  );
}
