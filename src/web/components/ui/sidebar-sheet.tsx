import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';

/**
 * The sidebar as an 18rem sheet below 768 px. Its own chunk: the dialog code it needs loads the
 * first time a phone opens the menu, never on a desktop.
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
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 max-w-[85vw] bg-card p-0" closeLabel="Close sidebar">
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <SheetDescription className="sr-only">{description}</SheetDescription>
        <div className="flex h-full flex-col" data-sidebar-body="">
          {children}
        </div>
      </SheetContent>
    </Sheet>
  );
}
