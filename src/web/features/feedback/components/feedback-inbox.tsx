import { Card } from '#web/components/ui/card.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { type InboxParams, useFeedbackInbox } from '#web/features/feedback/api/get-feedback-inbox.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { DraftSlot } from '#web/lib/drafted-box.ts';
import { AnswerBox } from './answer-box';
import { AnswerSetting } from './answer-setting';
import { FeedbackActions } from './feedback-actions';
import { FeedbackCard } from './feedback-card';
import { InboxFilters } from './inbox-filters';
import { InboxPager } from './inbox-pager';

await loadMessages('feedback');

const _select =
  'h-10 rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Every piece of private feedback, 20 a page, filtered by rating and by open items. */
export function FeedbackInbox({
  businessId,
  businessName,
  isOwner,
  params,
  onParamsChange,
  draftSlot,
}: {
  businessId: string;
  businessName: string;
  isOwner: boolean;
  /** "Draft an answer", from the drafts feature. */
  draftSlot?: DraftSlot;
  params: InboxParams;
  onParamsChange: (next: InboxParams) => void;
}) {
  const { t } = useI18n();
  const query = useFeedbackInbox(businessId, params);
  const data = query.data;

  return (
    <div className="flex flex-col gap-4">
      <InboxFilters businessId={businessId} params={params} onParamsChange={onParamsChange} />

      <QueryState
        query={query}
        loading={t('feedback.loading')}
        failed={t('feedback.loadError')}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <Card className="px-6 py-12 text-center text-muted-foreground">
            {params.rating || params.unresolved ? t('feedback.noMatch') : t('feedback.emptyInbox')}
          </Card>
        }
      >
        {(data) => (
          <>
            {isOwner ? <AnswerSetting businessId={businessId} allowed={data.membersMayAnswer} /> : null}
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('feedback.count', { count: data.total, page: data.page, pages: data.pageCount })}
            </p>
            <ul className="flex flex-col gap-3" aria-label={t('feedback.all')}>
              {data.items.map((item) => (
                <li key={item.id}>
                  <FeedbackCard
                    item={item}
                    answer={
                      item.answers.length > 0 || (data.canAnswer && item.customerEmail) ? (
                        <AnswerBox
                          businessId={businessId}
                          item={item}
                          canAnswer={data.canAnswer}
                          draftSlot={draftSlot}
                        />
                      ) : undefined
                    }
                    actions={
                      (item.customerEmail && !data.canAnswer) || isOwner ? (
                        <FeedbackActions
                          businessId={businessId}
                          businessName={businessName}
                          isOwner={isOwner}
                          canAnswer={data.canAnswer}
                          item={item}
                        />
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>

      {data ? (
        <InboxPager pageCount={data.pageCount} params={params} onParamsChange={onParamsChange} />
      ) : null}
    </div>
  );
}
