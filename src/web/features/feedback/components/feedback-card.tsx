import { format } from 'date-fns';
import { Mail, User } from 'lucide-react';
import { RATING_LABELS } from '../../../../shared/analytics';
import type { FeedbackItem } from '../../../../shared/ratings';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { RatingStars } from './rating-stars';

const labelTone: Record<number, string> = {
  1: 'bg-destructive/12 text-red-800 dark:text-red-300',
  2: 'bg-destructive/10 text-red-800 dark:text-red-300',
  3: 'bg-warning/20 text-foreground',
};

/** One piece of private feedback, with the customer's contact details when they left them. */
export function FeedbackCard({ item }: { item: FeedbackItem }) {
  const label = RATING_LABELS[item.rating] ?? `${item.rating} stars`;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', labelTone[item.rating])}>
            {label}
          </span>
          <RatingStars rating={item.rating} />
        </div>
        <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
          {format(new Date(item.createdAt), 'MMM d')}
        </time>
      </div>
      <p className="text-sm leading-relaxed whitespace-pre-line break-words">{item.feedbackText}</p>
      {item.customerName || item.customerEmail ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t pt-3 text-sm text-muted-foreground">
          {item.customerName ? (
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <User aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{item.customerName}</span>
            </span>
          ) : null}
          {item.customerEmail ? (
            <a
              href={`mailto:${item.customerEmail}`}
              className="inline-flex min-w-0 items-center gap-1.5 text-primary underline-offset-4 hover:underline focus-visible:underline"
            >
              <Mail aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{item.customerEmail}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
