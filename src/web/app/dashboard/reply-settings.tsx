import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#web/components/ui/sheet.tsx';
import { ReplyVoiceCard } from '#web/features/drafts/components/reply-voice-card.tsx';
import { useReplyTemplates } from '#web/features/google/api/reply-templates.ts';
import { ReplyTemplatesCard } from '#web/features/google/components/reply-templates-card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';

await loadMessages('dashboard');

/**
 * The owner's saved replies and how drafts sound, in a sheet beside the inbox: there when wanted,
 * never between the owner and the next answer.
 */
export function ReplySettingsButton({
  businessId,
  signOffName,
}: {
  businessId: string;
  signOffName: string;
}) {
  const { t, dir } = useI18n();
  const [open, setOpen] = useState(false);
  const templates = useReplyTemplates(businessId, open);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="shrink-0">
        <Settings2 aria-hidden />
        <span className="max-sm:sr-only">{t('dashboard.reviews.settings.open')}</span>
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent
          side={dir === 'rtl' ? 'left' : 'right'}
          className="w-full max-w-lg overflow-y-auto bg-background p-4 sm:p-6"
        >
          <SheetTitle className="pe-8 text-lg">{t('dashboard.reviews.settings.title')}</SheetTitle>
          <SheetDescription className="mb-4">{t('dashboard.reviews.settings.description')}</SheetDescription>
          <div className="flex flex-col gap-4">
            {templates.data ? (
              <ReplyTemplatesCard businessId={businessId} templates={templates.data} />
            ) : null}
            <ReplyVoiceCard businessId={businessId} signOffName={signOffName} />
          </div>
        </SheetContent>
      </Sheet>
    </>
  );
}
