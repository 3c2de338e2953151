import { useId } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useSetAnswerSettings } from '#web/features/feedback/api/answer-feedback.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('feedback');

/** The owner's switch: team members may answer feedback by e-mail (and draft those answers). */
export function AnswerSetting({ businessId, allowed }: { businessId: string; allowed: boolean }) {
  const { t } = useI18n();
  const set = useSetAnswerSettings(businessId);
  const id = useId();
  return (
    <Card className="flex items-start justify-between gap-4 p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('feedback.answer.membersLabel')}
        </label>
        <p className="text-sm text-muted-foreground">{t('feedback.answer.membersText')}</p>
      </div>
      <Switch
        id={id}
        checked={allowed}
        disabled={set.isPending}
        onCheckedChange={(checked) =>
          set.mutate(
            checked,
            saveWithToast(
              { title: checked ? t('feedback.answer.membersOn') : t('feedback.answer.membersOff') },
              { fallback: t('feedback.updateFailed') },
            ),
          )
        }
      />
    </Card>
  );
}
