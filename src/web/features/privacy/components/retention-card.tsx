import { Clock } from 'lucide-react';
import type { FeedbackRetention } from '#shared/lib/retention.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useUpdateRetention } from '#web/features/privacy/api/update-retention.ts';
import { i18nNow, loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('data');

const OPTIONS: FeedbackRetention[] = ['90d', '1y', 'never'];

/** Each period's name, and what the owner is told once it is chosen. */
const LABELS: Record<FeedbackRetention, { option: MessageKey; saved: MessageKey }> = {
  '90d': {
    option: 'data.retention.option.90d',
    saved: 'data.retention.erased.90d',
  },
  '1y': { option: 'data.retention.option.1y', saved: 'data.retention.erased.1y' },
  never: { option: 'data.retention.option.never', saved: 'data.retention.kept' },
};

/** How long customers' names and e-mail addresses stay on their feedback. */
export function RetentionCard({
  businessId,
  value,
  onSaved,
}: {
  businessId: string;
  value: FeedbackRetention;
  onSaved?: () => Promise<unknown> | undefined;
}) {
  const { t } = useI18n();
  const update = useUpdateRetention(businessId, onSaved);
  const shown = update.isPending && update.variables ? update.variables : value;
  function choose(next: FeedbackRetention) {
    update.mutate(next, {
      onSuccess: () => {
        const { t } = i18nNow();
        toast({
          title: t('data.retention.updated'),
          description: t(LABELS[next].saved),
          variant: 'success',
        });
      },
      onError: (err) => {
        const { t } = i18nNow();
        toast({
          title: t('data.retention.error'),
          description: messageOf(err, t('data.retention.saveFailed')),
          variant: 'destructive',
        });
      },
    });
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock aria-hidden className="size-5" />
          {t('data.retention.title')}
        </CardTitle>
        <CardDescription>{t('data.retention.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset disabled={update.isPending} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('data.retention.legend')}</legend>
          {OPTIONS.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name="feedback-retention"
                value={option}
                checked={shown === option}
                onChange={() => choose(option)}
                className="size-4 accent-[var(--primary)]"
              />
              {t(LABELS[option].option)}
              {option === '1y' ? (
                <span className="text-muted-foreground">{t('data.retention.recommended')}</span>
              ) : null}
            </label>
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}
