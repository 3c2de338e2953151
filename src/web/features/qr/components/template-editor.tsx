import { Lock, RotateCcw, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DISPLAY_NAME_MAX } from '#shared/constants/qr-template.ts';
import type { QrCustomization } from '#shared/schemas/qr.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { useSaveQrCustomization } from '#web/features/qr/api/save-qr-customization.ts';
import {
  type Draft,
  defaultDraft,
  draftFrom,
  reviewTextOf,
  sameDraft,
  toSave,
} from '#web/features/qr/lib/editor-draft.ts';
import { QR_SIZE, templateContent } from '#web/features/qr/lib/template.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { ImagePicker } from './image-picker';
import { LayoutPicker } from './layout-picker';
import { QrTemplate } from './qr-template';
import { ReviewTextPicker } from './review-text-picker';
import { TemplateDownloads } from './template-downloads';

type Props = {
  businessId: string;
  businessName: string;
  qrValue: string;
  saved: QrCustomization;
  canSave: boolean;
};

/** The Review Template editor: a local draft with a live preview, saved or reset on demand. */
export function TemplateEditor({ businessId, businessName, qrValue, saved, canSave }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(saved));
  const savedDraft = useMemo(() => draftFrom(saved), [saved]);
  const save = useSaveQrCustomization(businessId);
  const dirty = !sameDraft(draft, savedDraft);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const content = templateContent(
    {
      qrLayoutTemplate: draft.layout,
      businessDisplayName: draft.displayName,
      customReviewText: reviewTextOf(draft),
      customImage: draft.image,
    },
    businessName,
  );

  function onSave() {
    save.mutate(
      toSave(draft),
      saveWithToast(
        { title: 'Template Saved', description: 'Your QR template has been updated.' },
        { title: 'Save Failed', fallback: 'Failed to save template settings.' },
        (next) => setDraft(draftFrom(next)),
      ),
    );
  }

  const readOnly = !canSave;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        {readOnly ? (
          <p className="flex items-center gap-2 rounded-lg border bg-muted/50 p-3 text-sm text-muted-foreground">
            <Lock aria-hidden className="size-4 shrink-0" />
            Only the business owner can change the template. You can preview and download it.
          </p>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>Layout</CardTitle>
            <CardDescription>
              Quick Black stands out on a bright counter; Quick White suits print.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <LayoutPicker
              value={draft.layout}
              onChange={(layout) => set({ layout })}
              content={content}
              qrValue={qrValue}
              disabled={readOnly}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <Label htmlFor="display-name" className="text-lg font-semibold">
                Display name
              </Label>
            </CardTitle>
            <CardDescription id="display-name-hint">
              Shown above the code. Leave it empty to use “{businessName}”.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Input
              id="display-name"
              value={draft.displayName}
              maxLength={DISPLAY_NAME_MAX}
              placeholder={businessName}
              aria-describedby="display-name-hint"
              disabled={readOnly}
              onChange={(e) => set({ displayName: e.target.value })}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Review message</CardTitle>
            <CardDescription>The line that invites customers to scan.</CardDescription>
          </CardHeader>
          <CardContent>
            <ReviewTextPicker
              choice={draft.textChoice}
              customText={draft.customText}
              onChoice={(textChoice) => set({ textChoice })}
              onCustomText={(customText) => set({ customText })}
              disabled={readOnly}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Custom image</CardTitle>
            <CardDescription>Your logo or a photo, shown above your name.</CardDescription>
          </CardHeader>
          <CardContent>
            <ImagePicker value={draft.image} onChange={(image) => set({ image })} disabled={readOnly} />
          </CardContent>
        </Card>
      </div>

      <Card className="lg:sticky lg:top-20">
        <CardHeader className="flex-row items-center justify-between gap-2">
          <CardTitle>Preview</CardTitle>
          {dirty ? (
            <Badge variant="warning">Unsaved changes</Badge>
          ) : (
            <Badge variant="secondary">Saved</Badge>
          )}
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4">
          <QrTemplate content={content} value={qrValue} size={QR_SIZE.overview} />
          <TemplateDownloads content={content} value={qrValue} />
          {canSave ? (
            <div className="flex w-full flex-col gap-2 border-t pt-4">
              <Button onClick={onSave} disabled={save.isPending || !dirty}>
                <Save aria-hidden />
                {save.isPending ? 'Saving…' : 'Save Template'}
              </Button>
              <Button variant="outline" onClick={() => setDraft(defaultDraft())}>
                <RotateCcw aria-hidden />
                Reset to defaults
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
