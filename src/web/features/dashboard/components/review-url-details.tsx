import { ChevronDown, Copy, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '#web/components/ui/collapsible.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { toast } from '#web/lib/toast-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('dashboard');

function UrlRow({ label, copyLabel, url }: { label: string; copyLabel: string; url: string }) {
  const { t } = useI18n();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('dashboard.url.copied'), description: label, variant: 'success' });
    } catch (err) {
      console.warn('Copy failed', err);
    }
  }
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded-md border bg-muted px-3 py-2 text-xs" title={url}>
          {url}
        </code>
        <Button variant="ghost" size="icon" aria-label={copyLabel} onClick={() => void copy()}>
          <Copy aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** The links behind the QR code, folded away until the owner wants them. */
export function ReviewUrlDetails({
  qrUrl,
  reviewUrl,
  googleReviewUrl,
}: {
  /** What the code on screen holds: the signed-in person's own link when they have one. */
  qrUrl?: string;
  reviewUrl: string;
  googleReviewUrl?: string;
}) {
  const { t } = useI18n();
  const personal = qrUrl !== undefined && qrUrl !== reviewUrl;
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="w-full rounded-lg border">
      <CollapsibleTrigger asChild>
        <button
          type="button"
          className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-start text-sm font-medium hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {t('dashboard.url.toggle')}
          <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
        </button>
      </CollapsibleTrigger>
      <CollapsibleContent className="flex flex-col gap-4 border-t px-4 py-4">
        {personal ? (
          <>
            <UrlRow
              label={t('dashboard.url.personal')}
              copyLabel={t('dashboard.url.copyPersonal')}
              url={qrUrl}
            />
            <UrlRow label={t('dashboard.url.shop')} copyLabel={t('dashboard.url.copyShop')} url={reviewUrl} />
          </>
        ) : (
          <UrlRow
            label={t('dashboard.url.review')}
            copyLabel={t('dashboard.url.copyReview')}
            url={reviewUrl}
          />
        )}
        {googleReviewUrl ? (
          <UrlRow
            label={t('dashboard.url.google')}
            copyLabel={t('dashboard.url.copyGoogle')}
            url={googleReviewUrl}
          />
        ) : null}
        <Button asChild variant="outline" className="self-start">
          <a href={reviewUrl} target="_blank" rel="noopener">
            <ExternalLink aria-hidden />
            {t('dashboard.url.open')}
          </a>
        </Button>
      </CollapsibleContent>
    </Collapsible>
  );
}
