import { useId, useState } from 'react';
import { FIRST_NAME_TOKEN } from '#shared/lib/google.ts';
import type { ReplyTemplates } from '#shared/schemas/google.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label, Textarea } from '#web/components/ui/input.tsx';
import { useSaveReplyTemplates } from '#web/features/google/api/reply-templates.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('google');

/**
 * Two saved replies, one per star band. The owner writes the first-name token in their own
 * language ({Vorname}); it is saved as {first name}, which fillTemplate replaces, so a reply reads
 * the same whichever language the owner switches to.
 */
export function ReplyTemplatesCard({
  businessId,
  templates,
}: {
  businessId: string;
  templates: ReplyTemplates;
}) {
  const { t } = useI18n();
  const token = t('google.templates.token');
  const shown = (text: string) => text.replaceAll(FIRST_NAME_TOKEN, token);
  const saved = (text: string) => text.replaceAll(token, FIRST_NAME_TOKEN);
  const [draft, setDraft] = useState(() => ({ low: shown(templates.low), high: shown(templates.high) }));
  const save = useSaveReplyTemplates(businessId);
  const lowId = useId();
  const highId = useId();
  const changed = saved(draft.low) !== templates.low || saved(draft.high) !== templates.high;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('google.templates.title')}</CardTitle>
        <CardDescription>{t('google.templates.text', { token })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 md:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              { low: saved(draft.low), high: saved(draft.high) },
              saveWithToast(
                { title: t('google.templates.saved') },
                { fallback: t('google.templates.saveFailed') },
              ),
            );
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={lowId}>{t('google.templates.low')}</Label>
            <Textarea
              id={lowId}
              rows={3}
              value={draft.low}
              onChange={(e) => setDraft((d) => ({ ...d, low: e.target.value }))}
              placeholder={t('google.templates.lowPlaceholder', { token })}
              className="placeholder:italic"
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={highId}>{t('google.templates.high')}</Label>
            <Textarea
              id={highId}
              rows={3}
              value={draft.high}
              onChange={(e) => setDraft((d) => ({ ...d, high: e.target.value }))}
              placeholder={t('google.templates.highPlaceholder', { token })}
              className="placeholder:italic"
            />
          </div>
          <div className="md:col-span-2">
            <Button type="submit" size="sm" disabled={!changed || save.isPending}>
              {t('google.templates.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
