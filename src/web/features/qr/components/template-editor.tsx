import { Lock, RotateCcw, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DISPLAY_NAME_MAX } from '#shared/lib/qr-template.ts';
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
import { LAYOUT_LABEL_KEYS, QR_SIZE, templateContent } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { ImagePicker } from './image-picker';
import { LayoutPicker } from './layout-picker';
import { QrTemplate } from './qr-template';
import { ReviewTextPicker } from './review-text-picker';
import { TemplateDownloads } from './template-downloads';

await loadMessages('qr');

type Props = {
  businessId: string;
  businessName: string;
  qrValue: string;
  saved: QrCustomization;
  canSave: boolean;
};

/** The Review Template editor: a local draft with a live preview, saved or reset on demand. */
export function TemplateEditor({ businessId, businessName, qrValue, saved, canSave }: Props) {
  const { t } = useI18n();
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
    t,
  );

  function onSave() {
    save.mutate(
      toSave(draft),
      saveWithToast(
        { title: t('qr.editor.savedToast'), description: t('qr.updated') },
        { title: t('qr.editor.saveFailed'), fallback: t('qr.editor.saveFallback') },
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
            {t('qr.editor.readOnly')}
          </p>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>{t('qr.layout.legend')}</CardTitle>
            <CardDescription>
              {t('qr.editor.layoutHint', {
                black: t(LAYOUT_LABEL_KEYS.quickBlack),
                white: t(LAYOUT_LABEL_KEYS.quickWhite),
              })}
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
                {t('qr.displayName')}
              </Label>
            </CardTitle>
            <CardDescription id="display-name-hint">
              {t('qr.editor.nameHint', { name: businessName })}
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
            <CardTitle>{t('qr.text.legend')}</CardTitle>
            <CardDescription>{t('qr.editor.textHint')}</CardDescription>
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
            <CardTitle>{t('qr.editor.image')}</CardTitle>
            <CardDescription>{t('qr.editor.imageHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ImagePicker value={draft.image} onChange={(image) => set({ image })} disabled={readOnly} />
          </CardContent>
        </Card>
      </div>

      <Card className="lg:sticky lg:top-20">
        <CardHeader className="flex-row items-center justify-between gap-2">
          <CardTitle>{t('qr.editor.preview')}</CardTitle>
          {dirty ? (
            <Badge variant="warning">{t('qr.editor.unsaved')}</Badge>
          ) : (
            <Badge variant="secondary">{t('qr.editor.saved')}</Badge>
          )}
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4">
          <QrTemplate content={content} value={qrValue} size={QR_SIZE.overview} />
          <TemplateDownloads content={content} value={qrValue} />
          {canSave ? (
            <div className="flex w-full flex-col gap-2 border-t pt-4">
              <Button onClick={onSave} disabled={save.isPending || !dirty}>
                <Save aria-hidden />
                {save.isPending ? t('qr.saving') : t('qr.editor.save')}
              </Button>
              <Button variant="outline" onClick={() => setDraft(defaultDraft())}>
                <RotateCcw aria-hidden />
                {t('qr.editor.reset')}
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
