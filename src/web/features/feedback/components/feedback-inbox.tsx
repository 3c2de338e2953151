import { CheckCircle2, ChevronLeft, ChevronRight, Download, Mail, RotateCcw } from 'lucide-react';
import { RATING_LABELS } from '#shared/constants/feedback.ts';
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
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { FeedbackCard } from './feedback-card';

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
  const query = useFeedbackInbox(businessId, params);
  const resolve = useResolveFeedback(businessId);
  const data = query.data;

  function toggle(item: FeedbackItem) {
    const resolved = !item.resolvedAt;
    resolve.mutate(
      { id: item.id, resolved },
      saveWithToast(
        { title: resolved ? 'Marked resolved' : 'Marked open again' },
        { fallback: 'Failed to update feedback' },
      ),
    );
  }

  const actions = (item: FeedbackItem) => (
    <>
      {item.customerEmail ? (
        <Button asChild size="sm" variant="outline">
          <a
            href={`mailto:${item.customerEmail}?subject=${encodeURIComponent(`Your feedback for ${businessName}`)}`}
          >
            <Mail aria-hidden />
            Reply by e-mail
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
          {item.resolvedAt ? 'Reopen' : 'Mark resolved'}
        </Button>
      ) : null}
    </>
  );

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-wrap items-end gap-4 p-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="inbox-rating">Rating</Label>
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
            <option value="">All ratings</option>
            {[1, 2, 3].map((r) => (
              <option key={r} value={r}>
                {r} – {RATING_LABELS[r]}
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
          Unresolved only
        </label>
        <Button asChild variant="outline" className="ml-auto">
          <a
            href={feedbackCsvHref(businessId, { rating: params.rating, unresolved: params.unresolved })}
            download
          >
            <Download aria-hidden />
            Download CSV
          </a>
        </Button>
      </Card>

      <QueryState
        query={query}
        loading="Loading feedback..."
        failed="Unable to load feedback"
        isEmpty={(page) => page.items.length === 0}
        empty={
          <Card className="px-6 py-12 text-center text-muted-foreground">
            {params.rating || params.unresolved ? 'No feedback matches these filters.' : 'No feedback yet.'}
          </Card>
        }
      >
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.total} {data.total === 1 ? 'item' : 'items'}, page {data.page} of {data.pageCount}
            </p>
            <ul className="flex flex-col gap-3" aria-label="All feedback">
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
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            disabled={params.page <= 1}
            onClick={() => onParamsChange({ ...params, page: params.page - 1 })}
          >
            <ChevronLeft aria-hidden />
            Newer
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {params.page} of {data.pageCount}
          </span>
          <Button
            variant="outline"
            disabled={params.page >= data.pageCount}
            onClick={() => onParamsChange({ ...params, page: params.page + 1 })}
          >
            Older
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
