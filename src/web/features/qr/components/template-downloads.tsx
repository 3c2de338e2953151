import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { TemplateContent } from '#web/features/qr/lib/template.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { toast } from '#web/lib/toast-store.ts';
import { cn } from '#web/lib/utils.ts';
import { QrCode } from './qr-code';

await loadMessages('qr');

// The buttons' words: whose code the files carry, and which format.
const DOWNLOAD_KEYS = {
  plain: { png: 'qr.download.png', svg: 'qr.download.svg' },
  my: { png: 'qr.download.myPng', svg: 'qr.download.mySvg' },
  shop: { png: 'qr.download.shopPng', svg: 'qr.download.shopSvg' },
} as const;

/** PNG (print resolution) and SVG downloads of a QR template. */
export function TemplateDownloads({
  content,
  value,
  className,
  label,
  personal = false,
  shop = false,
}: {
  content: TemplateContent;
  value: string;
  className?: string;
  /** A caption saying which link these files carry, when more than one set is offered. */
  label?: string;
  /** The signed-in person's own code: the buttons and file names say "my". */
  personal?: boolean;
  /** The shop's own code beside a personal one: the buttons say "shop". */
  shop?: boolean;
}) {
  const { t } = useI18n();
  const qrRef = useRef<SVGSVGElement>(null);
  const [busy, setBusy] = useState<'png' | 'svg' | null>(null);

  async function download(kind: 'png' | 'svg') {
    const qr = qrRef.current;
    if (!qr) return;
    setBusy(kind);
    try {
      // Drawing the files is needed only on a click: it loads then, not with the overview.
      const { downloadBlob, fileNameFor, templatePng, templateSvg } = await import(
        '#web/features/qr/lib/template-export.ts'
      );
      const blob =
        kind === 'png'
          ? await templatePng(content, qr)
          : new Blob([(await templateSvg(content, qr)).svg], { type: 'image/svg+xml' });
      const name = fileNameFor(content.title, kind);
      downloadBlob(blob, personal ? name.replace(/(\.\w+)$/, '-mine$1') : name);
    } catch (err) {
      console.warn('QR template download failed', err);
      toast({ title: t('qr.download.failed'), description: t('qr.download.retry'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const words = DOWNLOAD_KEYS[personal ? 'my' : shop ? 'shop' : 'plain'];
  const buttons = (
    <div className={cn('flex flex-wrap items-center justify-center gap-2', !label && className)}>
      {/* The export draws from this copy of the code, never from what is on screen. */}
      <div hidden>
        <QrCode ref={qrRef} value={value} size={400} />
      </div>
      <Button variant="outline" size="sm" onClick={() => void download('png')} disabled={busy !== null}>
        <Download aria-hidden />
        {busy === 'png' ? t('qr.download.preparing') : t(words.png)}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void download('svg')} disabled={busy !== null}>
        <Download aria-hidden />
        {busy === 'svg' ? t('qr.download.preparing') : t(words.svg)}
      </Button>
    </div>
  );
  if (!label) return buttons;
  // Two sets on one screen (print and personal): each says which link its files carry.
  return (
    <fieldset className={cn('m-0 min-w-0 border-0 p-0', className)}>
      <legend className="mb-2 w-full text-center text-xs text-muted-foreground">{label}</legend>
      {buttons}
    </fieldset>
  );
}
