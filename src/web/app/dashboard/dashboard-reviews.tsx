import { ArrowRight, CheckCheck, Link2, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { WAITING_DAYS } from '#shared/lib/waiting.ts';
import { paths } from '#web/app/paths.ts';
import { useAccount } from '#web/app/use-account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState, QueryState } from '#web/components/ui/query-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDraftSettings } from '#web/features/drafts/api/draft-settings.ts';
import { DraftButton } from '#web/features/drafts/components/draft-button.tsx';
import { AnswerBox } from '#web/features/feedback/components/answer-box.tsx';
import { FeedbackActions } from '#web/features/feedback/components/feedback-actions.tsx';
import { FeedbackCard } from '#web/features/feedback/components/feedback-card.tsx';
import { useGoogleStatus } from '#web/features/google/api/get-google-status.ts';
import { useReplyTemplates } from '#web/features/google/api/reply-templates.ts';
import { ReviewCard } from '#web/features/google/components/review-card.tsx';
import { type InboxView, useInbox } from '#web/features/inbox/api/get-inbox.ts';
import { InboxViewSwitch } from '#web/features/inbox/components/inbox-view-switch.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { DashboardSectionProps } from './dashboard-section';
import { ReplySettingsButton } from './reply-settings';

await loadMessages('dashboard');

const tagClass = 'rounded-full border px-2 py-0.5 text-xs font-medium text-muted-foreground';

/**
 * The Reviews tab: everything customers said, Google reviews and private feedback together, newest
 * first, opening on what needs an answer with the first item's box open. The connection, growth and
 * the saved replies live elsewhere (the Business Profile section, the reply settings).
 */
export function ReviewsSection({ businessId, businessName, isOwner, ownedBusiness }: DashboardSectionProps) {
  const { t } = useI18n();
  const { user } = useAccount();
  const [view, setView] = useState<InboxView>({ show: 'waiting' });
  const inbox = useInbox(businessId, view);
  const google = useGoogleStatus(businessId);
  const first = inbox.data?.pages[0];
  const waiting = first ? sumOrNull(first.waiting.reviews, first.waiting.feedback) : null;
  const canConnect = isOwner && google.data?.available && !google.data.connected;
  // Beside a model's draft, the owner's own saved reply is one tap away; without a model, the draft
  // button is the saved reply already.
  const drafts = useDraftSettings(businessId);
  const templates = useReplyTemplates(businessId, isOwner && drafts.data?.source === 'model');

  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-3 sm:gap-4">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="reviews-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            {t('dashboard.reviews.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('dashboard.reviews.subtitle')}</p>
        </div>
        {isOwner ? (
          <ReplySettingsButton
            businessId={businessId}
            signOffName={user?.firstName || ownedBusiness?.name || businessName}
          />
        ) : null}
      </header>
      <InboxViewSwitch
        view={view}
        onChange={setView}
        waiting={waiting}
        withKinds={Boolean(first?.googleConnected)}
      />
      <QueryState
        query={inbox}
        loading={t('dashboard.reviews.loading')}
        failed={t('dashboard.reviews.failed')}
        isEmpty={(d) => d.pages[0]?.entries.length === 0}
        empty={
          view.show === 'waiting' ? (
            <EmptyState icon={CheckCheck} title={t('dashboard.reviews.empty.waiting.title')}>
              {first && waiting === null
                ? t('dashboard.reviews.empty.waiting.notYours')
                : t('dashboard.reviews.empty.waiting.text', { days: WAITING_DAYS })}{' '}
              <button
                type="button"
                className="font-medium text-primary underline-offset-4 hover:underline"
                onClick={() => setView({ ...view, show: 'all' })}
              >
                {t('dashboard.reviews.showAll')}
              </button>
            </EmptyState>
          ) : (
            <EmptyState icon={MessagesSquare} title={t('dashboard.reviews.empty.all.title')}>
              {t('dashboard.reviews.empty.all.text')}
            </EmptyState>
          )
        }
      >
        {(d) => (
          <ul className="flex flex-col gap-3" aria-label={t('dashboard.reviews.listLabel')}>
            {d.pages
              .flatMap((p) => p.entries.map((entry) => ({ entry, page: p })))
              .map(({ entry, page }, index) => {
                // The first item that needs an answer opens with its box, ready on a phone.
                const startOpen = view.show === 'waiting' && index === 0;
                return entry.kind === 'review' ? (
                  <li key={`r-${entry.review.id}`}>
                    <ReviewCard
                      businessId={businessId}
                      review={entry.review}
                      canReply={page.canReply}
                      startOpen={startOpen}
                      template={
                        (entry.review.stars <= 3 ? templates.data?.low : templates.data?.high) || undefined
                      }
                      tag={<span className={tagClass}>{t('dashboard.reviews.tag.review')}</span>}
                      draftSlot={
                        page.canReply
                          ? (p) => <DraftButton businessId={businessId} kind="review" {...p} />
                          : undefined
                      }
                    />
                  </li>
                ) : (
                  <li key={`f-${entry.feedback.id}`}>
                    <FeedbackCard
                      item={entry.feedback}
                      tag={<span className={tagClass}>{t('dashboard.reviews.tag.feedback')}</span>}
                      answer={
                        entry.feedback.answers.length > 0 ||
                        (page.canAnswer && entry.feedback.customerEmail) ? (
                          <AnswerBox
                            businessId={businessId}
                            item={entry.feedback}
                            canAnswer={page.canAnswer}
                            startOpen={startOpen}
                            draftSlot={(p) => <DraftButton businessId={businessId} kind="feedback" {...p} />}
                          />
                        ) : undefined
                      }
                      actions={
                        (entry.feedback.customerEmail && !page.canAnswer) || isOwner ? (
                          <FeedbackActions
                            businessId={businessId}
                            businessName={businessName}
                            isOwner={isOwner}
                            canAnswer={page.canAnswer}
                            item={entry.feedback}
                          />
                        ) : undefined
                      }
                    />
                  </li>
                );
              })}
          </ul>
        )}
      </QueryState>
      {inbox.hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => void inbox.fetchNextPage()}
          disabled={inbox.isFetchingNextPage}
        >
          {inbox.isFetchingNextPage ? <Spinner /> : null}
          {t('dashboard.reviews.more')}
        </Button>
      ) : null}
      <footer className="flex flex-col gap-2 pt-2">
        {canConnect ? (
          <Card className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
            <p className="min-w-0 flex-1 text-muted-foreground">{t('dashboard.reviews.connect.text')}</p>
            <Button asChild size="sm" variant="outline">
              <Link to={paths.dashboard.href('google')}>
                <Link2 aria-hidden />
                {t('dashboard.reviews.connect.action')}
              </Link>
            </Button>
          </Card>
        ) : null}
        <Link
          to={paths.feedbackInbox.href()}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('dashboard.reviews.allFeedback')}
          <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      </footer>
    </section>
  );
}

const sumOrNull = (a: number | null, b: number | null) =>
  a === null && b === null ? null : (a ?? 0) + (b ?? 0);
