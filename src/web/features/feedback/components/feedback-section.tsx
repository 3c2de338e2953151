import { ArrowRight, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState, QueryState } from '#web/components/ui/query-state.tsx';
import { useFeedback } from '#web/features/feedback/api/get-feedback.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { FeedbackCard } from './feedback-card';

await loadMessages('feedback');

/** The dashboard's feedback section: the 10 newest private messages from 1–3 star ratings. */
export function FeedbackSection({ businessId, viewAllHref }: { businessId: string; viewAllHref: string }) {
  const { t } = useI18n();
  const query = useFeedback(businessId);
  return (
    <section aria-labelledby="feedback-title" className="flex flex-col gap-4 sm:gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="feedback-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            {t('feedback.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('feedback.subtitle')}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={viewAllHref}>
            {t('feedback.viewAll')}
            <ArrowRight aria-hidden className="rtl:rotate-180" />
          </Link>
        </Button>
      </header>
      <QueryState
        query={query}
        loading={t('feedback.loading')}
        failed={t('feedback.loadError')}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState icon={MessageSquareText} title={t('feedback.emptyTitle')}>
            {t('feedback.emptyText')}
          </EmptyState>
        }
      >
        {(items) => (
          <ul className="flex flex-col gap-3" aria-label={t('feedback.newest')}>
            {items.map((item) => (
              <li key={item.id}>
                <FeedbackCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
