import { CheckCircle2, Mail, MailCheck, QrCode, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FeedbackItem } from '#shared/schemas/feedback.ts';
import { Card } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDay } from '#web/lib/dates.ts';
import { cn } from '#web/lib/utils.ts';
import { ratingKey } from './rating-labels';
import { RatingStars } from './rating-stars';

await loadMessages('feedback');

const labelTone: Record<number, string> = {
  1: 'bg-destructive/12 text-red-800 dark:text-red-300',
  2: 'bg-destructive/10 text-red-800 dark:text-red-300',
  3: 'bg-warning/20 text-foreground',
};

/** One piece of private feedback, with the customer's contact details when they left them. */
export function FeedbackCard({
  item,
  answer,
  actions,
  tag,
}: {
  item: FeedbackItem;
  /** What kind of item this is, where reviews and feedback share a list. */
  tag?: ReactNode;
  /** The answer by e-mail and its box, in the inbox. */
  answer?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useI18n();
  const key = ratingKey(item.rating);
  const label = key ? t(key) : t('feedback.rating.stars', { rating: item.rating });
  return (
    <Card className={cn('flex flex-col gap-3 p-4 sm:p-5', item.resolvedAt && 'bg-muted/40')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {tag}
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', labelTone[item.rating])}>
            {label}
          </span>
          <RatingStars rating={item.rating} />
          {item.resolvedAt ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-semibold text-foreground">
              <CheckCircle2 aria-hidden className="size-3.5" />
              {t('feedback.resolved')}
            </span>
          ) : null}
          {item.answers.length > 0 ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-foreground">
              <MailCheck aria-hidden className="size-3.5" />
              {t('feedback.answer.badge')}
            </span>
          ) : null}
        </div>
        <time dateTime={item.createdAt} className="text-sm text-muted-foreground">
          {formatDay(new Date(item.createdAt))}
        </time>
      </div>
      <p dir="auto" className="text-sm leading-relaxed whitespace-pre-line break-words">
        {item.feedbackText}
      </p>
      {item.staffName ? (
        <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <QrCode aria-hidden className="size-3.5 shrink-0" />
          {t('feedback.via', { name: item.staffName })}
        </p>
      ) : null}
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
      {answer ? <div className="border-t pt-3">{answer}</div> : null}
      {actions ? <div className="flex flex-wrap items-center gap-2 border-t pt-3">{actions}</div> : null}
    </Card>
  );
}
