import type { ReactNode } from 'react';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';

await loadMessages('dashboard');

/**
 * The sidebar as an 18rem sheet below 768 px. Its own chunk: the dialog code it needs loads the
 * first time a phone opens the menu, never on a desktop. It slides in from the reading side: the
 * right in Arabic.
 */
export default function SidebarSheet({
  open,
  onOpenChange,
  label,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  description: string;
  children: ReactNode;
}) {
  const { t, dir } = useI18n();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={dir === 'rtl' ? 'right' : 'left'}
        className="w-72 max-w-[85vw] bg-card p-0"
        closeLabel={t('dashboard.ui.closeSidebar')}
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <SheetDescription className="sr-only">{description}</SheetDescription>
        <div className="flex h-full flex-col" data-sidebar-body="">
          {children}
        </div>
      </SheetContent>
    </Sheet>
  );
}
