import { Check } from 'lucide-react';
import { QR_LAYOUTS, type QrLayout } from '#shared/lib/qr-template.ts';
import { LAYOUT_LABEL_KEYS, QR_SIZE, type TemplateContent } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';
import { QrTemplate } from './qr-template';

await loadMessages('qr');

/** Quick Black or Quick White, each option a live preview of the template at preview size. */
export function LayoutPicker({
  value,
  onChange,
  content,
  qrValue,
  disabled,
  name = 'qr-layout',
}: {
  value: QrLayout;
  onChange: (layout: QrLayout) => void;
  content: TemplateContent;
  qrValue: string;
  disabled?: boolean;
  name?: string;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="grid grid-cols-2 gap-3" disabled={disabled}>
      <legend className="sr-only">{t('qr.layout.legend')}</legend>
      {QR_LAYOUTS.map((layout) => {
        const checked = value === layout;
        return (
          <label
            key={layout}
            className={cn(
              'relative flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed',
              checked ? 'border-primary bg-primary/5' : 'border-border hover:border-primary/50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={layout}
              checked={checked}
              onChange={() => onChange(layout)}
              className="sr-only"
            />
            <span aria-hidden className="pointer-events-none flex justify-center">
              <QrTemplate content={{ ...content, layout }} value={qrValue} size={QR_SIZE.preview} />
            </span>
            <span className="flex items-center gap-1.5 text-sm font-medium">
              {checked ? <Check aria-hidden className="size-4 text-primary" /> : null}
              {t(LAYOUT_LABEL_KEYS[layout])}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
