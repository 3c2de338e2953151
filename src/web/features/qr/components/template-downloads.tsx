import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast-store';
import { cn } from '../../../lib/utils';
import type { TemplateContent } from '../lib/template';
import { downloadBlob, fileNameFor, templatePng, templateSvg } from '../lib/template-export';
import { QrCode } from './qr-code';

/** PNG (print resolution) and SVG downloads of a QR template. */
export function TemplateDownloads({
  content,
  value,
  className,
}: {
  content: TemplateContent;
  value: string;
  className?: string;
}) {
  const qrRef = useRef<SVGSVGElement>(null);
  const [busy, setBusy] = useState<'png' | 'svg' | null>(null);

  async function download(kind: 'png' | 'svg') {
    const qr = qrRef.current;
    if (!qr) return;
    setBusy(kind);
    try {
      const blob =
        kind === 'png'
          ? await templatePng(content, qr)
          : new Blob([(await templateSvg(content, qr)).svg], { type: 'image/svg+xml' });
      downloadBlob(blob, fileNameFor(content.title, kind));
    } catch (err) {
      console.warn('QR template download failed', err);
      toast({ title: 'Download failed', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={cn('flex flex-wrap justify-center gap-2', className)}>
      {/* The export draws from this copy of the code, never from what is on screen. */}
      <div hidden>
        <QrCode ref={qrRef} value={value} size={400} label="QR code" />
      </div>
      <Button variant="outline" size="sm" onClick={() => void download('png')} disabled={busy !== null}>
        <Download aria-hidden />
        {busy === 'png' ? 'Preparing…' : 'Download PNG'}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void download('svg')} disabled={busy !== null}>
        <Download aria-hidden />
        {busy === 'svg' ? 'Preparing…' : 'Download SVG'}
      </Button>
    </div>
  );
}
