import { ArrowLeft, ExternalLink, Share2, Sun } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QR_SIZE } from '#web/features/qr/lib/template.ts';
import { i18nNow, loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { toast } from '#web/lib/toast-store.ts';
import { QrCode } from './qr-code';

await loadMessages('qr');

// Sample data: the demo shows what a customer sees without any real business behind it.
const SAMPLE_BUSINESS = {
  name: 'Sunny Side Café',
  address: '123 Harbour Street, Sydney NSW 2000, Australia',
  reviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
};
const BRIGHTNESS_STEP = 10;
const BRIGHTNESS_MAX = 100;

async function share(url: string, title: string) {
  const { t } = i18nNow();
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, text: t('qr.demo.shareText', { name: title }), url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast({ title: t('qr.demo.copied.title'), description: t('qr.demo.copied.text'), variant: 'success' });
  } catch (err) {
    // The user closing the share sheet is not a failure; anything else is only logged (spec).
    if (!(err instanceof DOMException && err.name === 'AbortError')) console.warn('Share failed', err);
  }
}

/** The demo phone display: the sample business's Google review QR, with brightness and share. */
export function MobileDemoView({ onBack }: { onBack: () => void }) {
  const { t } = useI18n();
  const [brightness, setBrightness] = useState(70);
  const business = SAMPLE_BUSINESS;

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="flex items-center justify-between gap-2 border-b bg-background px-2 py-2 sm:px-4">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t('qr.back')}
        </Button>
        <Badge variant="secondary">{t('qr.demo.badge')}</Badge>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('qr.demo.share')}
          onClick={() => void share(business.reviewUrl, business.name)}
        >
          <Share2 aria-hidden />
        </Button>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-3 py-8">
        <div
          data-testid="demo-display"
          className="flex w-full max-w-sm flex-col items-center gap-4 rounded-3xl bg-black p-6 text-center text-white shadow-xl"
          style={{ filter: `brightness(${brightness / 100})` }}
        >
          <h1 className="text-xl font-bold">{business.name}</h1>
          <p className="text-sm text-neutral-300">{business.address}</p>
          <div className="max-w-full overflow-hidden rounded-2xl bg-white p-2">
            <QrCode
              value={business.reviewUrl}
              size={QR_SIZE.display}
              label={t('qr.code.googleLabel', { name: business.name })}
              className="h-auto max-w-full"
            />
          </div>
          <p className="font-medium">{t('qr.scanGoogle')}</p>
        </div>
        <div className="flex w-full max-w-sm flex-col gap-2 sm:flex-row">
          <Button
            variant="outline"
            className="flex-1"
            disabled={brightness >= BRIGHTNESS_MAX}
            onClick={() => setBrightness((b) => Math.min(BRIGHTNESS_MAX, b + BRIGHTNESS_STEP))}
          >
            <Sun aria-hidden />
            {t('qr.demo.brightness', { value: brightness / 100 })}
          </Button>
          <Button asChild className="flex-1">
            <a href={business.reviewUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {t('qr.demo.open')}
            </a>
          </Button>
        </div>
      </main>
    </div>
  );
}
