import { ArrowRight, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
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
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading feedback..." />
        </div>
      ) : query.isError ? (
        <LoadError
          title="Unable to load feedback"
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MessageSquareText aria-hidden className="size-7" />
          </span>
          <h3 className="text-lg font-semibold">No feedback yet</h3>
          <p className="max-w-md text-sm text-muted-foreground text-pretty">
            When the review filter is on, customers who rate 1 to 3 stars can tell you privately what went
            wrong. Their messages will appear here.
          </p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Newest feedback">
          {query.data.map((item) => (
            <li key={item.id}>
              <FeedbackCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
