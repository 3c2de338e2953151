import { CheckCircle2, Mail, RotateCcw } from 'lucide-react';
import type { FeedbackItem } from '#shared/schemas/feedback.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useResolveFeedback } from '#web/features/feedback/api/resolve-feedback.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('analytics', 'feedback');

/** What can be done with one feedback: reply by e-mail when the customer left one; the owner resolves or reopens it. */
export function FeedbackActions({
  businessId,
  businessName,
  isOwner,
  canAnswer,
  item,
}: {
  businessId: string;
  businessName: string;
  isOwner: boolean;
  /** Answering in the product replaces the plain e-mail link, once the customer confirmed the address. */
  canAnswer: boolean;
  item: FeedbackItem;
}) {
  const { t } = useI18n();
  const resolve = useResolveFeedback(businessId);
  function toggle() {
    const resolved = !item.resolvedAt;
    resolve.mutate(
      { id: item.id, resolved },
      saveWithToast(
        { title: resolved ? t('feedback.markedResolved') : t('feedback.markedOpen') },
        { title: t('analytics.error'), fallback: t('feedback.updateFailed') },
      ),
    );
  }

  return (
    <>
      {item.customerEmail && (!canAnswer || !item.emailConfirmed) ? (
        <Button asChild size="sm" variant="outline">
          <a
            href={`mailto:${item.customerEmail}?subject=${encodeURIComponent(t('feedback.replySubject', { business: businessName }))}`}
          >
            <Mail aria-hidden />
            {t('feedback.reply')}
          </a>
        </Button>
      ) : null}
      {isOwner ? (
        <Button
          size="sm"
          variant={item.resolvedAt ? 'ghost' : 'secondary'}
          onClick={toggle}
          disabled={resolve.isPending}
        >
          {item.resolvedAt ? <RotateCcw aria-hidden /> : <CheckCircle2 aria-hidden />}
          {item.resolvedAt ? t('feedback.reopen') : t('feedback.markResolved')}
        </Button>
      ) : null}
    </>
  );
}
