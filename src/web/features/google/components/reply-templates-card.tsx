import { useId, useState } from 'react';
import type { ReplyTemplates } from '#shared/schemas/google.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label, Textarea } from '#web/components/ui/input.tsx';
import { useSaveReplyTemplates } from '#web/features/google/api/reply-templates.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';

/** Two saved replies, one per star band; {first name} becomes the reviewer's first name. */
export function ReplyTemplatesCard({
  businessId,
  templates,
}: {
  businessId: string;
  templates: ReplyTemplates;
}) {
  const [draft, setDraft] = useState(templates);
  const save = useSaveReplyTemplates(businessId);
  const lowId = useId();
  const highId = useId();
  const changed = draft.low !== templates.low || draft.high !== templates.high;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Saved replies</CardTitle>
        <CardDescription>
          Start a reply from one of these. Write {'{first name}'} where the reviewer's first name goes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 md:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              draft,
              saveWithToast({ title: 'Saved replies updated' }, { fallback: 'Could not save the replies' }),
            );
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={lowId}>For 1–3 stars</Label>
            <Textarea
              id={lowId}
              rows={3}
              value={draft.low}
              onChange={(e) => setDraft((d) => ({ ...d, low: e.target.value }))}
              placeholder="We're sorry, {first name}. Please call us so we can make it right."
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={highId}>For 4–5 stars</Label>
            <Textarea
              id={highId}
              rows={3}
              value={draft.high}
              onChange={(e) => setDraft((d) => ({ ...d, high: e.target.value }))}
              placeholder="Thank you, {first name}! See you soon."
            />
          </div>
          <div className="md:col-span-2">
            <Button type="submit" size="sm" disabled={!changed || save.isPending}>
              Save replies
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
