import { CheckCircle2, ChevronLeft, ChevronRight, Download, Mail, RotateCcw } from 'lucide-react';
import type { FeedbackItem } from '#shared/schemas/feedback.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import {
  feedbackCsvHref,
  type InboxParams,
  useFeedbackInbox,
} from '#web/features/feedback/api/get-feedback-inbox.ts';
import { useResolveFeedback } from '#web/features/feedback/api/resolve-feedback.ts';
import { useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { FeedbackCard } from './feedback-card';
import { RATING_KEYS } from './rating-labels';

const select =
  'h-10 rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Every piece of private feedback, 20 a page, filtered by rating and by open items. */
export function FeedbackInbox({
  businessId,
  businessName,
  isOwner,
  params,
  onParamsChange,
}: {
  businessId: string;
  businessName: string;
  isOwner: boolean;
  params: InboxParams;
  onParamsChange: (next: InboxParams) => void;
}) {
  const { t, number } = useI18n();
  const query = useFeedbackInbox(businessId, params);
  const resolve = useResolveFeedback(businessId);
  const data = query.data;

  function toggle(item: FeedbackItem) {
    const resolved = !item.resolvedAt;
    resolve.mutate(
      { id: item.id, resolved },
      saveWithToast(
        { title: resolved ? t('analytics.feedback.markedResolved') : t('analytics.feedback.markedOpen') },
        { title: t('analytics.error'), fallback: t('analytics.feedback.updateFailed') },
      ),
    );
  }

  const actions = (item: FeedbackItem) => (
    <>
      {item.customerEmail ? (
        <Button asChild size="sm" variant="outline">
          <a
            href={`mailto:${item.customerEmail}?subject=${encodeURIComponent(t('analytics.feedback.replySubject', { business: businessName }))}`}
          >
            <Mail aria-hidden />
            {t('analytics.feedback.reply')}
          </a>
        </Button>
      ) : null}
      {isOwner ? (
        <Button
          size="sm"
          variant={item.resolvedAt ? 'ghost' : 'secondary'}
          onClick={() => toggle(item)}
          disabled={resolve.isPending}
        >
          {item.resolvedAt ? <RotateCcw aria-hidden /> : <CheckCircle2 aria-hidden />}
          {item.resolvedAt ? t('analytics.feedback.reopen') : t('analytics.feedback.markResolved')}
        </Button>
      ) : null}
    </>
  );

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-wrap items-end gap-4 p-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="inbox-rating">{t('analytics.feedback.filter.rating')}</Label>
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
            <option value="">{t('analytics.feedback.filter.allRatings')}</option>
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
            onChange={(e) =>
              onParamsChange({ ...params, page: 1, unresolved: e.target.checked || undefined })
            }
          />
          {t('analytics.feedback.filter.unresolved')}
        </label>
        <Button asChild variant="outline" className="ms-auto">
          <a
            href={feedbackCsvHref(businessId, { rating: params.rating, unresolved: params.unresolved })}
            download
          >
            <Download aria-hidden />
            {t('analytics.feedback.downloadCsv')}
          </a>
        </Button>
      </Card>

      <QueryState
        query={query}
        loading={t('analytics.feedback.loading')}
        failed={t('analytics.feedback.loadError')}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <Card className="px-6 py-12 text-center text-muted-foreground">
            {params.rating || params.unresolved
              ? t('analytics.feedback.noMatch')
              : t('analytics.feedback.emptyInbox')}
          </Card>
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('analytics.feedback.count', { count: data.total, page: data.page, pages: data.pageCount })}
            </p>
            <ul className="flex flex-col gap-3" aria-label={t('analytics.feedback.all')}>
              {data.items.map((item) => (
                <li key={item.id}>
                  <FeedbackCard
                    item={item}
                    actions={item.customerEmail || isOwner ? actions(item) : undefined}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>

      {data && data.pageCount > 1 ? (
        <nav aria-label={t('analytics.feedback.pages')} className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            disabled={params.page <= 1}
            onClick={() => onParamsChange({ ...params, page: params.page - 1 })}
          >
            <ChevronLeft aria-hidden className="rtl:rotate-180" />
            {t('analytics.feedback.newer')}
          </Button>
          <span className="text-sm text-muted-foreground">
            {t('analytics.feedback.page', { page: params.page, pages: data.pageCount })}
          </span>
          <Button
            variant="outline"
            disabled={params.page >= data.pageCount}
            onClick={() => onParamsChange({ ...params, page: params.page + 1 })}
          >
            {t('analytics.feedback.older')}
            <ChevronRight aria-hidden className="rtl:rotate-180" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
