import { useId, useState } from 'react';
import type { ReplyTemplates } from '#shared/schemas/google.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label, Textarea } from '#web/components/ui/input.tsx';
import { useSaveReplyTemplates } from '#web/features/google/api/reply-templates.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

await loadMessages('google');

/** What the owner writes for the reviewer's first name, in every language (fillTemplate replaces it). */
const TOKEN = '{first name}';

/** Two saved replies, one per star band; {first name} becomes the reviewer's first name. */
export function ReplyTemplatesCard({
  businessId,
  templates,
}: {
  businessId: string;
  templates: ReplyTemplates;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(templates);
  const save = useSaveReplyTemplates(businessId);
  const lowId = useId();
  const highId = useId();
  const changed = draft.low !== templates.low || draft.high !== templates.high;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('google.templates.title')}</CardTitle>
        <CardDescription>{t('google.templates.text', { token: TOKEN })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 md:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              draft,
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
              placeholder={t('google.templates.lowPlaceholder', { token: TOKEN })}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={highId}>{t('google.templates.high')}</Label>
            <Textarea
              id={highId}
              rows={3}
              value={draft.high}
              onChange={(e) => setDraft((d) => ({ ...d, high: e.target.value }))}
              placeholder={t('google.templates.highPlaceholder', { token: TOKEN })}
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
