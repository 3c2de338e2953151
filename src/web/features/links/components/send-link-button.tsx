import { Send } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { Button } from '#web/components/ui/button.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('qr');

// The dialog's code (and the message table) loads on the first tap, not with every screen.
const SendLinkDialog = lazy(() => import('./send-link-dialog').then((m) => ({ default: m.SendLinkDialog })));

/** Send link, next to Show To Customers. Hidden until the member's own link and the name are known. */
export function SendLinkButton(props: {
  businessId: string;
  businessName: string | null;
  personalLink?: string;
  className?: string;
  /** A way to send by e-mail from the product itself, in the customer's language chosen there. */
  invite?: (language: Locale) => ReactNode;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!props.personalLink || !props.businessName) return null;
  return (
    <>
      <Button
        type="button"
        size="lg"
        variant="outline"
        className={cn('px-3 sm:px-6', props.className)}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Send aria-hidden />
        {t('qr.send.button')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SendLinkDialog
            businessId={props.businessId}
            businessName={props.businessName}
            personalLink={props.personalLink}
            open={open}
            onOpenChange={setOpen}
            invite={props.invite}
          />
        </Suspense>
      ) : null}
    </>
  );
}
