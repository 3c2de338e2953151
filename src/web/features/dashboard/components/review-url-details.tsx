import { ChevronDown, Copy, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '#web/components/ui/collapsible.tsx';
import { toast } from '#web/lib/toast-store.ts';
import { cn } from '#web/lib/utils.ts';

function UrlRow({ label, url }: { label: string; url: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: label, variant: 'success' });
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
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() => void copy()}
        >
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
  const personal = qrUrl !== undefined && qrUrl !== reviewUrl;
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="w-full rounded-lg border">
      <CollapsibleTrigger asChild>
        <button
          type="button"
          className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-sm font-medium hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Review URL Details
          <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
        </button>
      </CollapsibleTrigger>
      <CollapsibleContent className="flex flex-col gap-4 border-t px-4 py-4">
        {personal ? (
          <>
            <UrlRow label="Your personal link (in the code on screen)" url={qrUrl} />
            <UrlRow label="The shop's link (in the printed code)" url={reviewUrl} />
          </>
        ) : (
          <UrlRow label="Review page link (in the QR code)" url={reviewUrl} />
        )}
        {googleReviewUrl ? <UrlRow label="Google review link" url={googleReviewUrl} /> : null}
        <Button asChild variant="outline" className="self-start">
          <a href={reviewUrl} target="_blank" rel="noopener">
            <ExternalLink aria-hidden />
            Open Review Page
          </a>
        </Button>
      </CollapsibleContent>
    </Collapsible>
  );
}
