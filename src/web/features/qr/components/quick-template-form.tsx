import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DISPLAY_NAME_MAX, type QrLayout } from '#shared/lib/qr-template.ts';
import type { QrCustomization } from '#shared/schemas/qr.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { useSaveQrCustomization } from '#web/features/qr/api/save-qr-customization.ts';
import { QR_SIZE, templateContent } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { saveWithToast } from '#web/lib/save-with-toast.ts';
import { LayoutPicker } from './layout-picker';
import { QrTemplate } from './qr-template';

await loadMessages('qr');

/** The short form: a layout and a display name. Text and image are left as they are. */
export function QuickTemplateForm({
  businessId,
  businessName,
  qrValue,
  saved,
  canSave,
}: {
  businessId: string;
  businessName: string;
  qrValue: string;
  saved: QrCustomization;
  canSave: boolean;
}) {
  const { t } = useI18n();
  const [layout, setLayout] = useState<QrLayout>(saved.qrLayoutTemplate);
  const [displayName, setDisplayName] = useState(saved.businessDisplayName ?? '');
  const save = useSaveQrCustomization(businessId);
  const content = templateContent(
    { ...saved, qrLayoutTemplate: layout, businessDisplayName: displayName },
    businessName,
    t,
  );

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    save.mutate(
      { qrLayoutTemplate: layout, businessDisplayName: displayName.trim() || null },
      saveWithToast(
        { title: t('qr.quick.saved'), description: t('qr.updated') },
        { title: t('qr.quick.saveFailed'), fallback: t('qr.quick.saveFallback') },
        (next) => setDisplayName(next.businessDisplayName ?? ''),
      ),
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
      <div className="flex flex-col gap-6">
        <section className="flex flex-col gap-3" aria-labelledby="layout-title">
          <h2 id="layout-title" className="font-semibold">
            {t('qr.quick.template')}
          </h2>
          <LayoutPicker
            value={layout}
            onChange={setLayout}
            content={content}
            qrValue={qrValue}
            disabled={!canSave}
          />
        </section>
        <div className="flex flex-col gap-2">
          <Label htmlFor="quick-display-name">{t('qr.displayName')}</Label>
          <Input
            id="quick-display-name"
            value={displayName}
            maxLength={DISPLAY_NAME_MAX}
            placeholder={businessName}
            disabled={!canSave}
            aria-describedby="quick-display-name-hint"
            onChange={(e) => setDisplayName(e.target.value)}
          />
          <p id="quick-display-name-hint" className="text-xs text-muted-foreground">
            {t('qr.quick.nameHint', { name: businessName })}
          </p>
        </div>
        {canSave ? (
          <Button type="submit" size="lg" disabled={save.isPending} className="sm:self-start">
            <Save aria-hidden />
            {save.isPending ? t('qr.saving') : t('qr.quick.save')}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t('qr.onlyOwner')}</p>
        )}
      </div>
      <div className="flex justify-center rounded-xl bg-muted/50 p-4">
        <QrTemplate content={content} value={qrValue} size={QR_SIZE.overview} />
      </div>
    </form>
  );
}
