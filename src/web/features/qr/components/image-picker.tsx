import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ImageError, prepareImageFile } from '#web/features/qr/lib/resize-image.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { toast } from '#web/lib/toast-store.ts';
import { CameraCapture } from './camera-capture';

await loadMessages('qr');

/** The template's custom image: upload a file or take a photo; either is resized on this device first. */
export function ImagePicker({
  value,
  onChange,
  disabled,
}: {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  async function onFile(file: File | undefined) {
    if (!file) return;
    try {
      onChange(await prepareImageFile(file));
      toast({ title: t('qr.image.uploaded'), variant: 'success' });
    } catch (err) {
      const description = err instanceof ImageError ? err.message : t('qr.image.tryAnother');
      if (!(err instanceof ImageError)) console.warn('Image upload failed', err);
      toast({ title: t('qr.image.uploadFailed'), description, variant: 'destructive' });
    } finally {
      // The same file chosen again must fire change again.
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
        {value ? (
          <img src={value} alt={t('qr.image.alt')} className="size-full object-contain" />
        ) : (
          <ImagePlus aria-hidden className="size-8 text-muted-foreground" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('qr.image.uploadLabel')}
            aria-describedby={hintId}
            disabled={disabled}
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={disabled}>
            <Upload aria-hidden />
            {t('qr.image.upload')}
          </Button>
          <CameraCapture onCapture={onChange} disabled={disabled} />
          {value ? (
            <Button variant="ghost" onClick={() => onChange(null)} disabled={disabled}>
              <Trash2 aria-hidden />
              {t('qr.image.remove')}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('qr.image.hint')}
        </p>
      </div>
    </div>
  );
}
