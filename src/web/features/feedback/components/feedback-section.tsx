import { ArrowRight, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState, QueryState } from '#web/components/ui/query-state.tsx';
import { useFeedback } from '#web/features/feedback/api/get-feedback.ts';
import { FeedbackCard } from './feedback-card';

/** The dashboard's feedback section: the 10 newest private messages from 1–3 star ratings. */
export function FeedbackSection({ businessId, viewAllHref }: { businessId: string; viewAllHref: string }) {
  const query = useFeedback(businessId);
  return (
    <section aria-labelledby="feedback-title" className="flex flex-col gap-4 sm:gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="feedback-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            Customer Feedback
          </h2>
          <p className="text-sm text-muted-foreground">View feedback from 1-3 star reviews</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={viewAllHref}>
            View all
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </header>
      <QueryState
        query={query}
        loading="Loading feedback..."
        failed="Unable to load feedback"
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState icon={MessageSquareText} title="No feedback yet">
            When the review filter is on, customers who rate 1 to 3 stars can tell you privately what went
            wrong. Their messages will appear here.
          </EmptyState>
        }
      >
        {(items) => (
          <ul className="flex flex-col gap-3" aria-label="Newest feedback">
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
